// Section bundle of the category names. The server sends the taxonomy in English; the taxonomy is fixed
// (server/src/seed/data.ts CATEGORIES), so each main and sub-category is translated here by its slug.
// Read them through useCategoryName() (catalogue-i18n.ts), which falls back to the server's
// name for a slug not listed here. Slugs stay as they are in URLs and sorting.
import type { Strings } from './en';

const en = {
  categoryNames: {
    painting: 'Painting',
    oil: 'Oil',
    acrylic: 'Acrylic',
    watercolour: 'Watercolour',
    thangka: 'Thangka',
    mandala: 'Mandala',
    photography: 'Photography',
    'landscape-photography': 'Landscape',
    'street-photography': 'Street',
    sculpture: 'Sculpture',
    drawing: 'Drawing',
    'digital-art': 'Digital Art',
    printmaking: 'Printmaking',
    'mixed-media': 'Mixed Media',
  },
};

const ne: Strings<typeof en> = {
  categoryNames: {
    painting: 'चित्रकला',
    oil: 'तैलचित्र',
    acrylic: 'एक्रिलिक',
    watercolour: 'जलरङ',
    thangka: 'थाङ्का',
    mandala: 'मण्डल',
    photography: 'फोटोग्राफी',
    'landscape-photography': 'भू-दृश्य',
    'street-photography': 'सडक',
    sculpture: 'मूर्तिकला',
    drawing: 'रेखाचित्र',
    'digital-art': 'डिजिटल कला',
    printmaking: 'छापाकला',
    'mixed-media': 'मिश्रित माध्यम',
  },
};

const zh: Strings<typeof en> = {
  categoryNames: {
    painting: '绘画',
    oil: '油画',
    acrylic: '丙烯画',
    watercolour: '水彩',
    thangka: '唐卡',
    mandala: '坛城',
    photography: '摄影',
    'landscape-photography': '风景',
    'street-photography': '街头',
    sculpture: '雕塑',
    drawing: '素描',
    'digital-art': '数字艺术',
    printmaking: '版画',
    'mixed-media': '综合材料',
  },
};

export const categoryNames: { en: typeof en; ne: Strings<typeof en>; zh: Strings<typeof en> } = { en, ne, zh };
