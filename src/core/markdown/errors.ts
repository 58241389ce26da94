/**
 * Every refusal of the section editor is a SectionEditError with a stable code and a message
 * that names the option or the problem and what is allowed.
 */
export type SectionEditErrorCode =
  | "invalid-option" // a selector or content field out of range
  | "unsafe-content" // the new section would not stay one self-contained section
  | "cannot-insert" // no place in the file where a new section would parse as one
  | "occurrence-missing"; // occurrence N asked for, fewer matches exist

export class SectionEditError extends Error {
  override name = "SectionEditError";
  constructor(
    readonly code: SectionEditErrorCode,
    message: string,
  ) {
    super(message);
  }
}
