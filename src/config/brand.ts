/**
 * The product's name and tagline, in one place so the site can be rebranded
 * by editing this file alone (DESIGN.md §1).
 */
export const SITE_TITLE = 'PH Customs Scholar';
export const SITE_TAGLINE = 'Master the CMTA with our comprehensive reviewer';
export const COPYRIGHT_YEAR = 2025;
