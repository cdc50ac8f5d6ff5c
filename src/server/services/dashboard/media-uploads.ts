import type { Readable } from 'node:stream';
import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import { createMediaRepository, mediaEntityOf, mediaSearchText } from '@/server/entities/media';
import type { Operations } from '@/server/entities/operations';
import { errorMessage } from '@/server/startup-error';
import type { FileStorage } from '@/server/storage/file-storage';
import type { FileStorages } from '@/server/storage/storages';
import { VIMEO_STORAGE } from '@/server/media/vimeo-api';
import type { VimeoVideos } from '@/server/media/vimeo-videos';
import { addVariantKeys } from '@/server/entities/media-variants';
import { processImage, removeVariants, storedKeysOf, type ImageVariant } from '@/server/media/images';
import { isProcessedImage, storeOriginal } from '@/server/media/uploaded-image';
import { mediaKindOf, type MediaUpload, type MediaVariant } from '@/shared/api/media';
import type { AuthUser } from '@/shared/types';
import { ApiError, fieldError } from '../api-error';
import { createRateLimiter } from '../rate-limits';
import { readMultipart, type MultipartRequest } from './multipart-upload';
import { intakeUpload, type IntakenFile, type Sniffed, type UploadType } from './upload-intake';
import { cleanFileName, imageDimensionsAllowed, textTypeOf } from './upload-rules';

/** A file arriving: its bytes as they stream in and the name the client gave it (shown, never trusted). */
export interface IncomingUpload {
  stream: Readable;
  fileName: string;
}

/** The rules one upload is taken and recorded under. */
export interface UploadPolicy {
  /** The permission area checked and audited: `media` for the library, a content module's key for its fields. */
  area: string;
  /** The action of the area the actor holds for it (a field upload takes `{key}.create` or `{key}.update`). */
  permission: 'create' | 'update';
  /** The content module the file is for; null for the library's own. */
  module: string | null;
  /** `library`: kept until deleted; `field`: released once no content refers to it. */
  origin: 'library' | 'field';
  /** Bytes one file may have (the server's MAX_UPLOAD_BYTES caps it further). */
  maxBytes: number;
  /** 422 "invalid file type" unless the type (judged from the bytes) is one this upload takes. */
  assertAccepted(type: UploadType): void;
}

/** A multipart form of files: the rules while each file streams in, and once the whole form is read. */
export interface MultipartPlan {
  maxFiles: number;
  /** The most bytes any file of the form may have, for the disk reserve checked before reading. */
  largestBytes: number;
  /** The rules a file streams in under, by the text parts sent before it. */
  streaming(fieldsBefore: Readonly<Record<string, string>>): { maxBytes: number; assertAccepted?: UploadPolicy['assertAccepted'] };
  /** The rules every file is recorded under, by all of the form's text parts; throws to refuse them all. */
  settle(fields: Readonly<Record<string, string>>, files: readonly StagedUpload[]): UploadPolicy;
}

/** A file stored but not yet recorded: nothing refers to it until its media row is written. */
export interface StagedUpload extends IntakenFile {
  fileName: string;
  /** A video staged on the local disk to go on to Vimeo (its settings were complete when it came). */
  toVimeo: boolean;
}

/** What a file's first bytes make it: an image declaring absurd dimensions is refused, a file no magic bytes name is text (by its name). */
function typeOf(sniffed: Sniffed, fileName: string): UploadType {
  if (sniffed.dimensions && !imageDimensionsAllowed(sniffed.dimensions.width, sniffed.dimensions.height)) throw fieldError('file', 'image_dimensions_too_large');
  return sniffed.type ? { ...sniffed.type, text: false } : { ...textTypeOf(fileName), text: true };
}

/** A stored file as its media row names it: the driver holding it and its key there (and for Vimeo's, the video's URI). */
export interface StoredRef {
  storage: string;
  path: string;
  remote_uri?: string | null;
}

const stagedRef = ({ storage, key }: StagedUpload): StoredRef => ({ storage, path: key });

/** A staged file's bytes (a video on its way to Vimeo); one gone under the upload is a bug, not a user's error. */
async function openStaged(files: FileStorage, key: string) {
  const stored = await files.open(key);
  if (!stored) throw new Error(`The staged file ${key} is gone`);
  return stored;
}

interface MediaUploadsDeps {
  handle: DbHandle;
  /** New files go to `forNewFiles()`, asked per upload; a row's files are in the driver its `storage` names. */
  storages: Pick<FileStorages, 'forNewFiles' | 'named' | 'local'>;
  /** Where videos go while the Vimeo settings are complete. */
  vimeo: Pick<VimeoVideos, 'enabled' | 'send' | 'remove'>;
  operations: Operations;
  config: Pick<AppConfig, 'redisUrl' | 'uploads'>;
}

/**
 * The one upload path of every file (the library, content fields, header images): streamed to
 * the FileStorage while judged by its bytes, hashed and bounded (the policy's size, the server's
 * MAX_UPLOAD_BYTES, the user's bytes per hour, the free disk), then recorded as a media row
 * through operations.run with its audit row, unless the library already has the same bytes:
 * then the copy goes and the existing item is the answer. `ingest` takes one stream (the seam
 * of a resumable upload); `receiveMultipart` a form of several files, all or none.
 */
export function createMediaUploads({ handle, storages, vimeo, operations, config }: MediaUploadsDeps) {
  const limits = config.uploads;
  const media = createMediaRepository(handle);
  const quota = createRateLimiter(config, { name: 'upload-bytes', points: limits.bytesPerHourPerUser, durationSeconds: 3600 });
  const quotaExceeded = async (key: string) => new ApiError(429, 'upload_quota_exceeded', undefined, { headers: { 'Retry-After': String(await quota.retryAfter(key)) } });
  const capped = (bytes: number) => Math.min(bytes, limits.maxBytes);

  /** The driver `storage` names (a row's, a staged file's); an unknown name is a bug, not a user's error. */
  function driverOf(storage: string): FileStorage {
    const driver = storages.named(storage);
    if (!driver) throw new Error(`No storage driver is named ${storage}`);
    return driver;
  }

  /** Removes a file from the driver holding it (a video from Vimeo); a failure is logged (the pruner's sweep of strays comes back for a driver's). */
  async function removeFile({ storage, path, remote_uri: remoteUri }: StoredRef): Promise<void> {
    try {
      if (storage !== VIMEO_STORAGE) await driverOf(storage).remove(path);
      else if (remoteUri) await vimeo.remove(remoteUri);
    } catch (error) {
      console.error(`[uploads] removing ${path} from ${storage} failed:`, errorMessage(error));
    }
  }

  /**
   * 503 unless an upload of `bytes` leaves the storage new files go to its reserve of free space,
   * and the local disk too while videos are staged there for Vimeo.
   */
  async function assertRoomFor(bytes: number): Promise<void> {
    const targets = new Set([await storages.forNewFiles(), ...(await vimeo.enabled() ? [storages.local] : [])]);
    for (const target of targets) {
      const free = await target.freeBytes();
      if (free !== null && free - bytes < limits.diskReserveBytes) throw new ApiError(503, 'upload_storage_full');
    }
  }

  /** The bytes the actor may still store this hour (429 when none). */
  async function quotaLeft(actor: AuthUser): Promise<number> {
    const key = String(actor.id);
    const left = limits.bytesPerHourPerUser - await quota.used(key);
    if (left <= 0) throw await quotaExceeded(key);
    return left;
  }

  /** Counts stored bytes once the files are in: parallel uploads may each have fitted what was left, not all together. */
  async function consumeQuota(actor: AuthUser, bytes: number): Promise<void> {
    const key = String(actor.id);
    const counted = await quota.consume(key, bytes);
    if (counted.allowed) return;
    await quota.refund(key, bytes);
    throw await quotaExceeded(key);
  }

  /** Streams one file into the storage under `rules`, at most `allowance` bytes of the actor's quota. */
  async function stage(actor: AuthUser, file: IncomingUpload, rules: ReturnType<MultipartPlan['streaming']>, allowance: number): Promise<StagedUpload> {
    const fileLimit = capped(rules.maxBytes);
    // Where new files go is asked per file: a settings change counts from the next upload. A
    // video bound for Vimeo waits on the local disk, where the upload to Vimeo reads it from.
    let toVimeo = false;
    const placed = async (type: UploadType) => {
      toVimeo = mediaKindOf(type.mime) === 'video' && await vimeo.enabled();
      return toVimeo ? storages.local : storages.forNewFiles();
    };
    const stored = await intakeUpload(placed, file.stream, {
      limitBytes: Math.min(fileLimit, allowance),
      overLimit: () => (fileLimit <= allowance ? fieldError('file', 'file_too_large') : quotaExceeded(String(actor.id))),
      judge: (sniffed) => {
        const type = typeOf(sniffed, file.fileName);
        rules.assertAccepted?.(type);
        return type;
      },
    });
    return { ...stored, fileName: file.fileName, toVimeo };
  }

  /** Deletes a media row's files: the original and its variants (a failure is logged; the pruner takes strays). */
  const removeStored = async (file: StoredRef, variants: readonly Pick<MediaVariant, 'key'>[] | null | undefined) => {
    await Promise.all(storedKeysOf(file.path, variants).map((key) => removeFile({ ...file, path: key })));
  };

  /**
   * The media row of a staged file, with its audit row; or, when the library already holds the
   * same bytes, that item (the copy is removed; a library upload keeps a field's file for good).
   * An image (a raster libvips decodes) is first made safe to keep (upright, no EXIF, GPS, XMP or
   * IPTC: uploaded-image.ts) and gets its WebP variants and placeholder before the row is written,
   * its AVIF variants later (avif_state pending); one that will not decode is a 422 "image
   * processing error" and leaves nothing behind.
   *
   * Duplicates are found by the SHA-256 of the bytes stored, which is what `sha256` holds: the
   * received file's hash when it was kept as it came, else that of the file written anew. The
   * same upload sent twice is written anew to the same bytes (one libvips, one encoder), so it
   * is still found; the variants are made only once it is known not to be one.
   */
  async function record(actor: AuthUser, staged: StagedUpload, policy: UploadPolicy): Promise<MediaUpload> {
    const entity = mediaEntityOf(policy.area);
    // The driver the file was staged in keeps it, its variants and its row's `storage`.
    const files = driverOf(staged.storage);
    const original = isProcessedImage(staged.type.mime) ? await storeOriginal(files, staged) : null;
    const file = original ? { ...staged, key: original.key, size: original.size, sha256: original.sha256 } : staged;
    let variants: ImageVariant[] = [];
    let remote: string | null = null;
    try {
      const existing = await handle.db.selectFrom('media').select(['id', 'origin'])
        // On whichever driver it is: a file kept before a switch of drivers is offered too.
        .where('sha256', '=', file.sha256).where('status', 'in', ['ready', 'processing'])
        .orderBy('id').limit(1).executeTakeFirst();
      if (existing) {
        await removeFile({ storage: files.name, path: file.key });
        if (policy.origin === 'library' && existing.origin !== 'library') {
          await operations.run(entity, {
            actor, permission: policy.permission, action: 'update', input: null, recordId: existing.id, changes: () => ['origin'],
            write: async (trx) => {
              await trx.updateTable('media').set({ origin: 'library' }).where('id', '=', existing.id).execute();
            },
          });
        }
        return { duplicate: true, item: await media.get(existing.id) };
      }
      const image = original ? await processImage(original.source, files) : null;
      variants = image?.variants ?? [];
      const fileName = cleanFileName(staged.fileName, file.key.slice(file.key.lastIndexOf('.') + 1));
      // A video for Vimeo is sent before its row is written (no transaction waits on it); the row names the video there.
      remote = staged.toVimeo ? await vimeo.send(await openStaged(files, staged.key), fileName) : null;
      const recorded = await operations.run(entity, {
        actor, permission: policy.permission, action: 'create', input: file,
        write: async (trx, { key, size, type, sha256, dimensions }) => {
          const now = new Date().toISOString();
          const { id } = await trx.insertInto('media').values({
            file_name: fileName, path: key, mime_type: type.mime, size, parts: null, module: policy.module,
            storage: remote ? VIMEO_STORAGE : files.name, remote_uri: remote,
            created_by: actor.id, sha256, kind: mediaKindOf(type.mime),
            width: image?.width ?? dimensions?.width ?? null, height: image?.height ?? dimensions?.height ?? null,
            alt: null, caption: null, focal_x: null, focal_y: null, variants: image ? handle.json.write(image.variants) : null,
            placeholder: image?.placeholder ?? null, avif_state: image && image.variants.length > 0 ? 'pending' : null,
            status: remote ? 'processing' : 'ready', origin: policy.origin, search_text: mediaSearchText(fileName, {}), updated_at: now, updated_by: actor.id,
          }).returning('id').executeTakeFirstOrThrow();
          await addVariantKeys(trx, id, variants);
          return { duplicate: false, item: await media.get(id, trx) };
        },
        recordId: ({ item }) => item.id,
      });
      // Vimeo holds it now: the local copy goes.
      if (remote) await removeFile(stagedRef(staged));
      return recorded;
    } catch (error) {
      // The staged file itself is recordAll's to remove; a file written anew and the variants are this one's.
      await Promise.all([...(file.key === staged.key ? [] : [removeFile({ storage: files.name, path: file.key })]), removeVariants(files, variants), ...(remote ? [removeFile({ storage: VIMEO_STORAGE, path: staged.key, remote_uri: remote })] : [])]);
      throw error;
    }
  }

  /** Records each staged file in turn; whatever is not recorded when one fails is removed. */
  async function recordAll(actor: AuthUser, staged: readonly StagedUpload[], policy: UploadPolicy): Promise<MediaUpload[]> {
    const results: MediaUpload[] = [];
    try {
      for (const file of staged) results.push(await record(actor, file, policy));
      return results;
    } finally {
      for (const file of staged.slice(results.length)) await removeFile(stagedRef(file));
    }
  }

  return {
    removeFile,
    removeStored,

    /**
     * One file as it streams in (a resumable upload's assembled stream, a single body): stored,
     * judged, hashed and recorded under `policy`. Nothing stays behind when it fails.
     */
    async ingest(actor: AuthUser, file: IncomingUpload, policy: UploadPolicy): Promise<MediaUpload> {
      await assertRoomFor(capped(policy.maxBytes));
      const staged = await stage(actor, file, policy, await quotaLeft(actor));
      try {
        await consumeQuota(actor, staged.size);
      } catch (error) {
        await removeFile(stagedRef(staged));
        throw error;
      }
      return (await recordAll(actor, [staged], policy))[0];
    },

    /**
     * The files of a multipart form, each streamed to storage as it arrives, all or none: a file
     * refused, one more than `plan.maxFiles` ("Too many files"), a body that breaks off or a row
     * that cannot be written leaves none of the form's files behind.
     */
    async receiveMultipart(actor: AuthUser, request: MultipartRequest, plan: MultipartPlan): Promise<MediaUpload[]> {
      await assertRoomFor(Math.min(capped(plan.largestBytes), request.declaredBytes ?? Infinity));
      const allowance = await quotaLeft(actor);
      const staged: StagedUpload[] = [];
      let stagedBytes = 0;
      let recorded = false;
      try {
        const { fields, received } = await readMultipart(request, async (file, before) => {
          const one = await stage(actor, file, plan.streaming(before), allowance - stagedBytes);
          staged.push(one);
          stagedBytes += one.size;
          return one;
        }, { maxFiles: plan.maxFiles, tooMany: () => fieldError('file', 'too_many_files') });
        const policy = plan.settle(fields, staged);
        if (staged.length === 0) throw fieldError('file', 'required');
        for (const file of staged) {
          if (file.size > capped(policy.maxBytes)) throw fieldError('file', 'file_too_large');
          policy.assertAccepted(file.type);
        }
        await consumeQuota(actor, stagedBytes);
        recorded = true;
        return await recordAll(actor, received, policy);
      } finally {
        if (!recorded) for (const file of staged) await removeFile(stagedRef(file));
      }
    },
  };
}

export type MediaUploads = ReturnType<typeof createMediaUploads>;
