/** A build's size as the reader's language writes it (kB, one decimal). */
export function formatSize(bytes: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 }).format(bytes / 1024)} kB`;
}
