import sharp from 'sharp';

/** Writes a small real PNG (a coloured square with a letter) for picture uploads. */
export async function writeTextPng(file: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="#4f46e5"/>
    <circle cx="160" cy="130" r="60" fill="#c7d2fe"/>
    <rect x="70" y="210" width="180" height="80" rx="40" fill="#c7d2fe"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}
