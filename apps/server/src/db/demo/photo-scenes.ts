import { createRandom, type Random } from './random.ts';

// Simple drawn scenes, one kind per photo theme, varied in colours and proportions by their number. They stand in
// for real photos of demo ads: real images with no rights attached and nothing to download.

export const photoThemes = [
  'block',
  'house',
  'interior',
  'kitchen',
  'plot',
  'office',
  'hall',
  'shop',
] as const;
export type PhotoTheme = (typeof photoThemes)[number];

export const sceneWidth = 1600;
export const sceneHeight = 1200;

const skies = [
  ['#8ec5ff', '#e0f0ff'],
  ['#ffb88c', '#ffe5c8'],
  ['#6fa8dc', '#cfe2f3'],
  ['#a9c6e8', '#f4f4f4'],
] as const;
const walls = ['#f3e9d2', '#dfe7ec', '#f6d6c8', '#e8e3f3', '#dde8d5', '#f5f0e6'];
const facades = ['#e9d8a6', '#c9d6df', '#f2c6b4', '#d8e2dc', '#ffe5a8', '#cdb4db'];
const roofs = ['#8d3b2f', '#4a4e69', '#6b4f3a', '#2f3e46'];

export function sceneSvg(theme: PhotoTheme, variant: number): string {
  const random = createRandom(7919 * (photoThemes.indexOf(theme) + 1) + variant);
  const body = painters[theme](random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sceneWidth}" height="${sceneHeight}" viewBox="0 0 1600 1200">${body}</svg>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function outdoor(random: Random, groundColour: string, horizon: number): string {
  const [top, bottom] = random.pick(skies);
  const sun = random.chance(0.6)
    ? `<circle cx="${random.int(100, 1500)}" cy="${random.int(80, 250)}" r="70" fill="#fff3b0"/>`
    : '';
  const clouds = Array.from({ length: random.int(1, 4) }, () => {
    const x = random.int(0, 1400);
    const y = random.int(60, 300);
    return `<ellipse cx="${x}" cy="${y}" rx="${random.int(90, 180)}" ry="${random.int(30, 50)}" fill="#ffffff" opacity="0.85"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, 1600, horizon, 'url(#sky)')}${sun}${clouds}${rect(0, horizon, 1600, 1200 - horizon, groundColour)}`;
}

function windows(
  x: number,
  y: number,
  columns: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) {
  let out = '';
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      out += rect(x + column * (w + gap), y + row * (h + gap), w, h, fill, 'stroke="#555" stroke-width="3"');
  return out;
}

function tree(x: number, ground: number, size: number, green: string) {
  return `${rect(x - size / 10, ground - size, size / 5, size, '#6b4f3a')}<circle cx="${x}" cy="${ground - size}" r="${size / 2}" fill="${green}"/>`;
}

const painters: Record<PhotoTheme, (random: Random) => string> = {
  block(random) {
    let out = outdoor(random, '#7fb069', 950);
    for (let index = 0; index < random.int(1, 3); index++) {
      const floors = random.int(4, 10);
      const x = 80 + index * 520 + random.int(0, 60);
      const height = floors * 80 + 40;
      out += rect(x, 950 - height, 460, height, random.pick(facades), 'stroke="#666" stroke-width="4"');
      out += windows(x + 30, 970 - height, 5, floors, 60, 50, 28, '#bfe3ff');
    }
    return out + tree(1450, 1000, 220, '#3a7d44');
  },
  house(random) {
    const x = random.int(300, 600);
    const wall = random.pick(facades);
    let out = outdoor(random, '#8cc084', 900);
    out += rect(x, 560, 700, 380, wall, 'stroke="#555" stroke-width="4"');
    out += `<polygon points="${x - 60},580 ${x + 350},${random.int(280, 360)} ${x + 760},580" fill="${random.pick(roofs)}"/>`;
    out += rect(x + 300, 760, 110, 180, '#7a4e2d') + windows(x + 60, 640, 2, 1, 140, 120, 440, '#cde8ff');
    for (let post = 0; post < 16; post++) out += rect(post * 100 + 20, 980, 18, 120, '#fafafa');
    return (
      out +
      rect(0, 1010, 1600, 14, '#fafafa') +
      tree(180, 950, random.int(200, 320), '#2d6a4f') +
      tree(1420, 950, 260, '#40916c')
    );
  },
  interior(random) {
    const wall = random.pick(walls);
    let out =
      rect(0, 0, 1600, 800, wall) + rect(0, 800, 1600, 400, random.pick(['#c8a27a', '#a47551', '#d9c3a5']));
    out += rect(980, 140, 460, 420, '#9fd3ff', 'stroke="#ffffff" stroke-width="18"');
    out += rect(160, 600, 620, 230, random.pick(['#577590', '#9c6644', '#6d597a', '#52796f']), 'rx="40"');
    out += rect(120, 560, 90, 270, '#444', 'rx="30"') + rect(730, 560, 90, 270, '#444', 'rx="30"');
    out +=
      rect(880, 880, 360, 30, '#5c4033') +
      rect(900, 910, 20, 120, '#5c4033') +
      rect(1200, 910, 20, 120, '#5c4033');
    out += rect(300, 220, 280, 200, random.pick(facades), 'stroke="#3d3d3d" stroke-width="12"');
    return `${out}<ellipse cx="800" cy="1080" rx="420" ry="70" fill="${random.pick(walls)}" opacity="0.8"/>`;
  },
  kitchen(random) {
    const cabinets = random.pick(['#ffffff', '#d6ccc2', '#264653', '#588157']);
    let out = rect(0, 0, 1600, 1200, random.pick(walls)) + rect(0, 980, 1600, 220, '#bfb5a8');
    out +=
      rect(100, 640, 1100, 340, cabinets, 'stroke="#777" stroke-width="4"') +
      rect(90, 620, 1120, 30, '#8d8d8d');
    out += rect(100, 150, 1100, 260, cabinets, 'stroke="#777" stroke-width="4"');
    for (let door = 0; door < 5; door++)
      out += rect(130 + door * 215, 680, 180, 260, 'none', 'stroke="#999" stroke-width="4"');
    out +=
      rect(1260, 180, 260, 800, '#e0e0e0', 'stroke="#888" stroke-width="4"') +
      rect(480, 440, 360, 160, '#a8dadc');
    return `${out}<circle cx="640" cy="600" r="10" fill="#555"/>`;
  },
  plot(random) {
    let out = outdoor(random, '#a7c957', random.int(520, 640));
    for (let stripe = 0; stripe < 6; stripe++) {
      const y = 650 + stripe * 95;
      out += `<polygon points="0,${y} 1600,${y - random.int(0, 60)} 1600,${y + 50} 0,${y + 60}" fill="${stripe % 2 ? '#6a994e' : '#bc9b6a'}" opacity="0.7"/>`;
    }
    for (let index = 0; index < 9; index++)
      out += tree(80 + index * 180 + random.int(0, 40), 640, random.int(90, 160), '#386641');
    return (
      out +
      rect(1200, 820, 16, 220, '#6b4f3a') +
      rect(1120, 760, 180, 90, '#ffffff', 'stroke="#333" stroke-width="4"')
    );
  },
  office(random) {
    let out = outdoor(random, '#9e9e9e', 1000);
    const glass = random.pick(['#5e8bbf', '#3d5a80', '#7fa7c9', '#4a6fa5']);
    out += rect(300, 150, 1000, 850, glass, 'stroke="#2b2d42" stroke-width="6"');
    for (let line = 1; line < 12; line++) out += rect(300, 150 + line * 70, 1000, 4, '#d9e4f5');
    for (let line = 1; line < 8; line++) out += rect(300 + line * 125, 150, 4, 850, '#d9e4f5');
    return (
      out +
      rect(700, 860, 200, 140, '#2b2d42') +
      tree(150, 1060, 200, '#3a7d44') +
      tree(1450, 1060, 200, '#3a7d44')
    );
  },
  hall(random) {
    let out = outdoor(random, '#8d99ae', 900);
    const wall = random.pick(['#adb5bd', '#ced4da', '#7d8597', '#b8c0c8']);
    out += `${rect(150, 420, 1300, 480, wall)}<polygon points="150,420 800,300 1450,420" fill="#6c757d"/>`;
    for (let line = 0; line < 26; line++) out += rect(170 + line * 50, 440, 6, 460, '#868e96');
    for (let gate = 0; gate < 3; gate++)
      out += rect(260 + gate * 400, 640, 260, 260, '#495057', 'stroke="#212529" stroke-width="6"');
    return (
      out +
      rect(random.int(100, 900), 950, 420, 140, random.pick(['#d62828', '#f77f00', '#003049']), 'rx="14"')
    );
  },
  shop(random) {
    let out = outdoor(random, '#b0b0b0', 980);
    out += rect(120, 200, 1360, 780, random.pick(facades), 'stroke="#555" stroke-width="4"');
    out += windows(200, 260, 5, 2, 180, 130, 90, '#cfe8ff');
    const awning = random.pick(['#e63946', '#2a9d8f', '#e9c46a', '#457b9d']);
    for (let stripe = 0; stripe < 14; stripe++)
      out += rect(120 + stripe * 97, 620, 97, 70, stripe % 2 ? awning : '#ffffff');
    out +=
      rect(180, 720, 560, 260, '#bde0fe', 'stroke="#333" stroke-width="6"') +
      rect(860, 720, 200, 260, '#6c584c');
    return out + rect(1120, 720, 300, 260, '#bde0fe', 'stroke="#333" stroke-width="6"');
  },
};
