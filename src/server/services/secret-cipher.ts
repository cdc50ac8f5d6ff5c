import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored value this cipher wrote (`enc:v1:` + base64 of IV, tag and ciphertext). */
export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * AES-256-GCM for settings secrets. The setting's key is the additional data, so a value
 * copied to another key does not decrypt.
 */
export function createSecretCipher(key: Buffer) {
  return {
    seal(name: string, plaintext: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },

    /** The plaintext; throws when the value was sealed with another key or altered. */
    open(name: string, sealed: string): string {
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretCipher = ReturnType<typeof createSecretCipher>;
