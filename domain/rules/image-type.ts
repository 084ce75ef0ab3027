/**
 * The image type a file's first bytes say it is (its "magic bytes"), never what its name or the
 * browser's Content-Type claims: PNG, JPEG or WebP, else null.
 */
export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp'

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0))

export function sniffImageType(bytes: Uint8Array): LogoType | null {
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  return null
}
