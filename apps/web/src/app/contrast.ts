// WCAG 2.1 contrast (1.4.3, AA: 4.5:1 for text), used by the theme to darken Mantine's tinted
// text colours (a badge's word on its pale background) until they pass.

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(parseHex(first)), luminance(parseHex(second))].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` itself when it reaches `ratio` on `background`, else darkened by steps of 5% until it does. */
export function darkenToContrast(colour: string, background: string, ratio = 4.5): string {
  let rgb = parseHex(colour);
  for (let step = 0; step < 20 && contrastRatio(toHex(rgb), background) < ratio; step += 1) {
    rgb = rgb.map((channel) => channel * 0.95) as Rgb;
  }
  return toHex(rgb);
}
