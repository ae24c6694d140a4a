/**
 * Page themes, named and coloured after daisyUI 5's (the app uses daisyUI, so a theme looks the same
 * in the editor and on the public page). Colours are daisyUI's: `page` is base-200, `surface`
 * base-100, `text` base-content, `accent` primary and `accentText` primary-content, except in dark,
 * corporate, valentine, garden and winter, whose primary-content falls short of WCAG AA on primary:
 * there it is black or white, whichever passes. `tileRadius` scales daisyUI's box radius up to tile
 * size, so square themes (black, cyberpunk) stay square.
 */

export interface ThemeColors {
  page: string
  surface: string
  text: string
  accent: string
  accentText: string
}

export interface Theme {
  name: string
  /** Premium themes are for pro users only ('This theme is available only for PRO users!'). */
  premium: boolean
  colorScheme: 'light' | 'dark'
  colors: ThemeColors
  tileRadius: string
}

export const THEMES: readonly Theme[] = [
  {
    name: 'light',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(98% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(21% 0.006 285.885)',
      accent: 'oklch(45% 0.24 277.023)',
      accentText: 'oklch(93% 0.034 272.788)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'dark',
    premium: false,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(23.26% 0.014 253.1)',
      surface: 'oklch(25.33% 0.016 252.42)',
      text: 'oklch(97.81% 0.029 256.847)',
      accent: 'oklch(58% 0.233 277.117)',
      accentText: 'oklch(100% 0 0)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'cupcake',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(93.98% 0.007 61.449)',
      surface: 'oklch(97.79% 0.004 56.375)',
      text: 'oklch(23.57% 0.066 313.189)',
      accent: 'oklch(85% 0.138 181.071)',
      accentText: 'oklch(43% 0.078 188.216)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'bumblebee',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(97% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(20% 0 0)',
      accent: 'oklch(85% 0.199 91.936)',
      accentText: 'oklch(42% 0.095 57.708)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'emerald',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(93% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(35.52% 0.032 262.988)',
      accent: 'oklch(76.66% 0.135 153.45)',
      accentText: 'oklch(33.39% 0.04 162.24)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'corporate',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(93% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(22.39% 0.031 278.072)',
      accent: 'oklch(58% 0.158 241.966)',
      accentText: 'oklch(0% 0 0)',
    },
    tileRadius: '.75rem',
  },
  {
    name: 'synthwave',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(20% 0.09 281.288)',
      surface: 'oklch(15% 0.09 281.288)',
      text: 'oklch(78% 0.115 274.713)',
      accent: 'oklch(71% 0.202 349.761)',
      accentText: 'oklch(28% 0.109 3.907)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'retro',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(88.27% 0.049 91.774)',
      surface: 'oklch(91.64% 0.034 90.515)',
      text: 'oklch(41% 0.112 45.904)',
      accent: 'oklch(80% 0.114 19.571)',
      accentText: 'oklch(39% 0.141 25.723)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'cyberpunk',
    premium: true,
    colorScheme: 'light',
    colors: {
      page: 'oklch(91.51% 0.179 104.32)',
      surface: 'oklch(94.51% 0.179 104.32)',
      text: 'oklch(0% 0 0)',
      accent: 'oklch(74.22% 0.209 6.35)',
      accentText: 'oklch(14.84% 0.041 6.35)',
    },
    tileRadius: '0',
  },
  {
    name: 'valentine',
    premium: true,
    colorScheme: 'light',
    colors: {
      page: 'oklch(94% 0.028 342.258)',
      surface: 'oklch(97% 0.014 343.198)',
      text: 'oklch(52% 0.223 3.958)',
      accent: 'oklch(65% 0.241 354.308)',
      accentText: 'oklch(0% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'halloween',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(14% 0.004 49.25)',
      surface: 'oklch(21% 0.006 56.043)',
      text: 'oklch(84.95% 0 0)',
      accent: 'oklch(77.48% 0.204 60.62)',
      accentText: 'oklch(19.69% 0.004 196.779)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'garden',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(86.44% 0.002 17.197)',
      surface: 'oklch(92.95% 0.002 17.197)',
      text: 'oklch(16.96% 0.001 17.32)',
      accent: 'oklch(62.45% 0.278 3.836)',
      accentText: 'oklch(0% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'forest',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(18.52% 0.007 17.911)',
      surface: 'oklch(20.84% 0.008 17.911)',
      text: 'oklch(83.77% 0.001 17.911)',
      accent: 'oklch(68.63% 0.185 148.958)',
      accentText: 'oklch(0% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'aqua',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(28% 0.091 267.935)',
      surface: 'oklch(37% 0.146 265.522)',
      text: 'oklch(90% 0.058 230.902)',
      accent: 'oklch(85.66% 0.144 198.645)',
      accentText: 'oklch(40.12% 0.068 197.603)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'lofi',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(97% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(0% 0 0)',
      accent: 'oklch(15.91% 0 0)',
      accentText: 'oklch(100% 0 0)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'pastel',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(98.46% 0.001 247.838)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(20% 0 0)',
      accent: 'oklch(90% 0.063 306.703)',
      accentText: 'oklch(49% 0.265 301.924)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'fantasy',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(93% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(27.81% 0.029 256.847)',
      accent: 'oklch(37.45% 0.189 325.02)',
      accentText: 'oklch(87.49% 0.037 325.02)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'wireframe',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(97% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(20% 0 0)',
      accent: 'oklch(87% 0 0)',
      accentText: 'oklch(26% 0 0)',
    },
    tileRadius: '.75rem',
  },
  {
    name: 'black',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(19% 0 0)',
      surface: 'oklch(0% 0 0)',
      text: 'oklch(87.61% 0 0)',
      accent: 'oklch(35% 0 0)',
      accentText: 'oklch(100% 0 0)',
    },
    tileRadius: '0',
  },
  {
    name: 'luxury',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(20.22% 0.004 308.229)',
      surface: 'oklch(14.08% 0.004 285.822)',
      text: 'oklch(75.69% 0.123 76.89)',
      accent: 'oklch(100% 0 0)',
      accentText: 'oklch(20% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'dracula',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(26.8% 0.02 277.508)',
      surface: 'oklch(28.82% 0.022 277.508)',
      text: 'oklch(97.75% 0.007 106.545)',
      accent: 'oklch(75.46% 0.183 346.812)',
      accentText: 'oklch(15.09% 0.036 346.812)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'cmyk',
    premium: true,
    colorScheme: 'light',
    colors: {
      page: 'oklch(95% 0 0)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(20% 0 0)',
      accent: 'oklch(71.77% 0.133 239.443)',
      accentText: 'oklch(14.35% 0.026 239.443)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'autumn',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(89.11% 0 0)',
      surface: 'oklch(95.81% 0 0)',
      text: 'oklch(19.16% 0 0)',
      accent: 'oklch(40.72% 0.161 17.53)',
      accentText: 'oklch(88.14% 0.032 17.53)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'business',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(22.65% 0 0)',
      surface: 'oklch(24.35% 0 0)',
      text: 'oklch(84.87% 0 0)',
      accent: 'oklch(41.7% 0.099 251.473)',
      accentText: 'oklch(88.34% 0.019 251.473)',
    },
    tileRadius: '.75rem',
  },
  {
    name: 'acid',
    premium: true,
    colorScheme: 'light',
    colors: {
      page: 'oklch(95% 0 0)',
      surface: 'oklch(98% 0 0)',
      text: 'oklch(0% 0 0)',
      accent: 'oklch(71.9% 0.357 330.759)',
      accentText: 'oklch(14.38% 0.071 330.759)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'lemonade',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(91.8% 0.018 123.72)',
      surface: 'oklch(98.71% 0.02 123.72)',
      text: 'oklch(19.74% 0.004 123.72)',
      accent: 'oklch(58.92% 0.199 134.6)',
      accentText: 'oklch(11.78% 0.039 134.6)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'night',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(19.31% 0.037 265.754)',
      surface: 'oklch(20.77% 0.039 265.754)',
      text: 'oklch(84.15% 0.007 265.754)',
      accent: 'oklch(75.35% 0.138 232.661)',
      accentText: 'oklch(15.07% 0.027 232.661)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'coffee',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(21% 0.021 329.708)',
      surface: 'oklch(24% 0.023 329.708)',
      text: 'oklch(72.35% 0.092 79.129)',
      accent: 'oklch(72% 0.123 62.756)',
      accentText: 'oklch(14.4% 0.024 62.756)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'winter',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(97.47% 0.011 259.822)',
      surface: 'oklch(100% 0 0)',
      text: 'oklch(41.89% 0.053 255.824)',
      accent: 'oklch(56.86% 0.255 257.57)',
      accentText: 'oklch(100% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'dim',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(28.04% 0.019 264.182)',
      surface: 'oklch(30.86% 0.023 264.149)',
      text: 'oklch(82.9% 0.031 222.959)',
      accent: 'oklch(86.13% 0.141 139.549)',
      accentText: 'oklch(17.23% 0.028 139.549)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'nord',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(93.3% 0.01 261.788)',
      surface: 'oklch(95.13% 0.007 260.731)',
      text: 'oklch(32.44% 0.022 264.182)',
      accent: 'oklch(59.44% 0.077 254.027)',
      accentText: 'oklch(11.89% 0.015 254.027)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'sunset',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(20% 0.019 237.69)',
      surface: 'oklch(22% 0.019 237.69)',
      text: 'oklch(77.38% 0.043 245.096)',
      accent: 'oklch(74.7% 0.158 39.947)',
      accentText: 'oklch(14.94% 0.031 39.947)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'caramellatte',
    premium: true,
    colorScheme: 'light',
    colors: {
      page: 'oklch(95% 0.038 75.164)',
      surface: 'oklch(98% 0.016 73.684)',
      text: 'oklch(40% 0.123 38.172)',
      accent: 'oklch(0% 0 0)',
      accentText: 'oklch(100% 0 0)',
    },
    tileRadius: '1.5rem',
  },
  {
    name: 'abyss',
    premium: true,
    colorScheme: 'dark',
    colors: {
      page: 'oklch(15% 0.08 209)',
      surface: 'oklch(20% 0.08 209)',
      text: 'oklch(90% 0.076 70.697)',
      accent: 'oklch(92% 0.265 125)',
      accentText: 'oklch(50% 0.265 125)',
    },
    tileRadius: '1.25rem',
  },
  {
    name: 'silk',
    premium: false,
    colorScheme: 'light',
    colors: {
      page: 'oklch(95% 0.008 61.42)',
      surface: 'oklch(97% 0.004 67.78)',
      text: 'oklch(40% 0.008 61.42)',
      accent: 'oklch(23.27% 0.025 284.3)',
      accentText: 'oklch(94.22% 0.251 117.44)',
    },
    tileRadius: '1.5rem',
  },
]

export const DEFAULT_THEME = 'light'

const THEMES_BY_NAME: ReadonlyMap<string, Theme> = new Map(THEMES.map((theme) => [theme.name, theme]))

export function isThemeName(name: string): boolean {
  return THEMES_BY_NAME.has(name)
}

/** The theme for a stored name; an unknown name (old or hand-edited data) falls back to the default. */
export function themeByName(name: string): Theme {
  return THEMES_BY_NAME.get(name) ?? THEMES_BY_NAME.get(DEFAULT_THEME)!
}
