/** Outline icons on a 24×24 grid (stroke drawn with currentColor), so they follow the text colour. */
export const ICON_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-3.2 4.1M6.6 6.6A17.5 17.5 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  plane: 'M2 16l20-6-20-6 4 6-4 6zM6 10h8',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l8-6',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20zM9 9c0 3 3 6 6 6l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2L9 9z',
  chevronDown: 'M6 9l6 6 6-6',
  noPhoto: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M3 3l18 18',
} as const;

export type IconName = keyof typeof ICON_PATHS;
