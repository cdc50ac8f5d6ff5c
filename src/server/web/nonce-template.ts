import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page body whose CSP nonce is replaced on every replay, so each visitor gets a
 * nonce nobody else has seen (a nonce shared by everyone who loads the page is one an
 * attacker can read off the page and reuse). The body is kept cut at the nonce; a replay
 * only joins the pieces around a new one. For gzip, each piece is compressed once and the
 * nonce goes between them as a stored (uncompressed) deflate block; only the CRC of the
 * gzip trailer is recomputed per replay, from the pieces' CRCs (zlib's crc32_combine algebra).
 * Large pieces go out as they are (one writev), small ones are copied together.
 */
export interface NonceTemplate {
  /** The body, in chunks, with `nonce` (of the captured one's length) in place of the captured nonce. */
  render(nonce: string): Buffer[];
  /** What it is made of, to be stored elsewhere and made again (templateFromParts). */
  readonly parts: TemplateParts;
}

/** A template as data: the pieces between the nonces (gzip: compressed) and, for gzip, the trailer's terms. */
export type TemplateParts =
  | { kind: 'plain'; nonceLength: number; pieces: Buffer[] }
  | { kind: 'gzip'; nonceLength: number; pieces: Buffer[]; constantPart: number; nonceFactor: number; size: number };

/** Pieces this large are written by reference; smaller neighbours are copied into one chunk. */
const BY_REFERENCE = 4096;

/**
 * The pieces copied into one memory block of exactly their size, as views into it. A kept buffer
 * keeps its whole block: zlib's output is a slice of its 16 KB (Node 20) or 64 KB (Node 24) output
 * chunk, and Buffer.concat below half of Buffer.poolSize (64 KB on Node 24) takes a slice of a shared
 * pool slab. Kept as they come, a 10 KB page held 64 KB or more, and the cache's byte bound meant little.
 */
function ownPieces(pieces: readonly Buffer[]): Buffer[] {
  const block = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  return pieces.map((piece) => {
    piece.copy(block, at);
    return block.subarray(at, (at += piece.length));
  });
}

/** Cuts `body` at every occurrence of `marker`. */
function split(body: Buffer, marker: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    pieces.push(body.subarray(start, at));
    start = at + marker.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * head, pieces[0], between, pieces[1], between, ..., tail: as few chunks as possible without
 * copying large pieces. (Plain loops: this runs on every replay.)
 */
function join(pieces: readonly Buffer[], between: Buffer, head?: Buffer, tail?: Buffer): Buffer[] {
  const parts: Buffer[] = head ? [head, pieces[0]] : [pieces[0]];
  for (let i = 1; i < pieces.length; i++) parts.push(between, pieces[i]);
  if (tail) parts.push(tail);
  const chunks: Buffer[] = [];
  let runStart = 0;
  let runLength = 0;
  for (let i = 0; i <= parts.length; i++) {
    const part = parts[i];
    if (part && part.length < BY_REFERENCE) {
      runLength += part.length;
      continue;
    }
    if (i > runStart) chunks.push(i - runStart === 1 ? parts[runStart] : Buffer.concat(parts.slice(runStart, i), runLength));
    if (part) chunks.push(part);
    runStart = i + 1;
    runLength = 0;
  }
  return chunks;
}

export function plainTemplate(body: Buffer, nonce: string): NonceTemplate {
  return templateFromParts({ kind: 'plain', nonceLength: nonce.length, pieces: ownPieces(split(body, Buffer.from(nonce, 'latin1'))) });
}

/** A body without a nonce: replayed as it is. */
export const fixedTemplate = (body: Buffer): NonceTemplate => templateFromParts({ kind: 'plain', nonceLength: 0, pieces: ownPieces([body]) });

export function templateFromParts(parts: TemplateParts): NonceTemplate {
  if (parts.kind === 'plain') return { parts, render: (fresh) => join(parts.pieces, Buffer.from(fresh, 'latin1')) };
  const { nonceLength, pieces, constantPart, nonceFactor, size } = parts;
  return {
    parts,
    render(fresh) {
      const freshBytes = Buffer.from(fresh, 'latin1');
      if (freshBytes.length !== nonceLength) throw new Error('the replacement nonce must have the captured length');
      const crc = (constantPart ^ multiplyModP(nonceFactor, crc32(freshBytes))) >>> 0;
      const tail = Buffer.allocUnsafe(FINAL_BLOCK.length + 8);
      FINAL_BLOCK.copy(tail);
      tail.writeUInt32LE(crc, FINAL_BLOCK.length);
      tail.writeUInt32LE(size >>> 0, FINAL_BLOCK.length + 4);
      return join(pieces, storedBlock(freshBytes), GZIP_HEADER, tail);
    },
  };
}

// --- gzip ---------------------------------------------------------------------------------

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman codes, end-of-block only). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const WINDOW = 32 * 1024;
/** Stands for the nonce in the compressor's history: no byte of an HTML page is 0, so nothing refers to it. */
const MASK = 0;

/** A stored deflate block holding `bytes` (the stream is byte-aligned after each sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** Product of two polynomials modulo the CRC-32 polynomial (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ 0xedb88320 : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X_TO_2_TO_K: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++, p = multiplyModP(p, p)) X_TO_2_TO_K.push(p);

/** x^(8 * bytes): multiplying a CRC by it appends `bytes` zero bytes (zlib's x2nmodp). */
function shiftFor(bytes: number): number {
  let p = 0x80000000;
  for (let k = 3; bytes > 0; bytes = Math.floor(bytes / 2), k++) if (bytes & 1) p = multiplyModP(X_TO_2_TO_K[k & 31], p);
  return p;
}

/** The CRC of A followed by B, from CRC(A), CRC(B) and the shift for B's length. */
const combine = (crcA: number, crcB: number, shiftB: number) => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

/** `body` is the uncompressed page. */
export function gzipTemplate(body: Buffer, nonce: string): NonceTemplate {
  const pieces = split(body, Buffer.from(nonce, 'latin1'));
  // Each piece may refer back to the text before it, but never into a nonce (masked in the history).
  const canMask = !body.includes(MASK);
  const compressed: Buffer[] = [];
  let history = Buffer.alloc(0);
  for (const [index, piece] of pieces.entries()) {
    const dictionary = canMask && history.length ? history.subarray(-WINDOW) : undefined;
    // Small output chunks: zlib's default (64 KB on Node 24) is allocated per call, half the time of a page's 30 pieces.
    compressed.push(deflateRawSync(piece, { dictionary, finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 4096 }));
    if (index < pieces.length - 1) history = Buffer.concat([history, piece, Buffer.alloc(nonce.length, MASK)]).subarray(-WINDOW);
  }

  // CRC-32 is linear, so the CRC of the whole body is K ^ (Q * CRC(nonce)) with K and Q fixed:
  // fold the pieces once with a nonce CRC of 0 (K) and of 1 (K ^ Q).
  const pieceCrcs = pieces.map((piece) => crc32(piece));
  const pieceShifts = pieces.map((piece) => shiftFor(piece.length));
  const nonceShift = shiftFor(nonce.length);
  const fold = (nonceCrc: number) => {
    let crc = pieceCrcs[0];
    for (let i = 1; i < pieces.length; i++) crc = combine(combine(crc, nonceCrc, nonceShift), pieceCrcs[i], pieceShifts[i]);
    return crc;
  };
  const constantPart = fold(0);
  const nonceFactor = (fold(0x80000000) ^ constantPart) >>> 0;
  return templateFromParts({ kind: 'gzip', nonceLength: nonce.length, pieces: ownPieces(compressed), constantPart, nonceFactor, size: body.length });
}
