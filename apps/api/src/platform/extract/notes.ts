/** Plain-language notes carried into the PRD when a file could not be fully read. */
export const extractNotes = {
  notTranscribed: (name: string) =>
    `${name}: audio was not transcribed (no speech-to-text provider is configured).`,
  transcriptionFailed: (name: string) =>
    `${name}: audio could not be transcribed (the speech-to-text provider returned an error).`,
  noSpeech: (name: string) => `${name}: no speech was found in the audio.`,
  noFfmpeg: (name: string) =>
    `${name}: the video was not processed (ffmpeg is not available on the server), so its audio and frames were not read.`,
  videoFailed: (name: string) => `${name}: the video could not be processed.`,
  unreadable: (name: string) => `${name}: the file could not be read.`,
  imageTooLarge: (name: string, megapixels: number) =>
    `${name}: the image is too large to read (over ${megapixels} megapixels).`,
  noPdfText: (name: string) =>
    `${name}: no text was found in this PDF (it may contain only scanned images).`,
  noDocxText: (name: string) => `${name}: the document has no text.`,
};
