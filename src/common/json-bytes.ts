/** The bytes of JSON's structure, for the scanners that read JSON as it comes (an item's assets, a GeoJSON file). */
export const QUOTE = 0x22
export const BACKSLASH = 0x5c
export const COLON = 0x3a
export const COMMA = 0x2c
export const OPEN_OBJECT = 0x7b
export const CLOSE_OBJECT = 0x7d
export const OPEN_ARRAY = 0x5b
export const CLOSE_ARRAY = 0x5d
