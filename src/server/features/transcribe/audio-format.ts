export type AudioContainer = "wav" | "webm" | "ogg" | "mp4" | "mp3" | "flac" | "aac";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** Recognises a recording by its first bytes; the file name and the browser's type are not trusted. */
export function sniffAudioContainer(bytes: Buffer): AudioContainer | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WAVE") return "wav";
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return "webm"; // EBML: WebM and Matroska
  if (ascii(bytes, 0, 4) === "OggS") return "ogg";
  if (ascii(bytes, 4, 8) === "ftyp") return "mp4";
  if (ascii(bytes, 0, 4) === "fLaC") return "flac";
  if (ascii(bytes, 0, 3) === "ID3") return "mp3";
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  if (first === 0xff && (second & 0xf6) === 0xf0) return "aac"; // ADTS
  if (first === 0xff && (second & 0xe0) === 0xe0) return "mp3"; // MPEG audio frame sync
  return undefined;
}

export interface PcmWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  format: number;
  data: Buffer;
}

/** Reads the chunks of a RIFF/WAVE file; undefined when they are broken. */
export function readWav(bytes: Buffer): PcmWav | undefined {
  let offset = 12;
  let fmt: Omit<PcmWav, "data"> | undefined;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt " && size >= 16 && body + 16 <= bytes.length) {
      fmt = {
        format: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === "data" && fmt) {
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: take what is there.
      const end = size === 0 || size === 0xffffffff ? bytes.length : Math.min(bytes.length, body + size);
      return { ...fmt, data: bytes.subarray(body, end) };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** 16-bit little-endian PCM → floats in [-1, 1]. */
export function pcm16ToFloat(data: Buffer): Float32Array {
  const samples = new Float32Array(Math.floor(data.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = data.readInt16LE(i * 2) / 32768;
  return samples;
}
