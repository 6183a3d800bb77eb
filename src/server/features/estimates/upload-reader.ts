import type { FastifyRequest } from "fastify";
import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from "../../../contracts/index.js";
import { AppError } from "../../http/app-error.js";

export interface EstimateUpload {
  photo: Buffer;
  fields: Record<string, string>;
}

/** Reads the multipart body: the photo (within `maxBytes`) and the small text fields beside it. */
export async function readEstimateUpload(request: FastifyRequest, maxBytes: number): Promise<EstimateUpload> {
  if (!request.isMultipart()) throw new AppError("not_multipart", 415, ESTIMATE_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === ESTIMATE_LIMITS.field && !photo) photo = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("photo_too_large", 413, ESTIMATE_MESSAGES.tooLarge(maxBytes));
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_FILES_LIMIT") {
      throw new AppError("bad_upload", 400, ESTIMATE_MESSAGES.noPhoto);
    }
    if (error instanceof AppError) throw error;
    throw new AppError("bad_upload", 400, ESTIMATE_MESSAGES.undecodable);
  }
  if (!photo || photo.length === 0) throw new AppError("no_photo", 400, ESTIMATE_MESSAGES.noPhoto);
  return { photo, fields };
}
