/**
 * External links the footer shows. The site owner replaces these with their
 * own donation pages; both open in a new tab with rel="noopener noreferrer"
 * (Docusaurus adds that to every external footer link).
 */
export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

export const DONATION_LINKS: readonly ExternalLink[] = [
  {label: 'Buy us a coffee (Ko-fi)', href: 'https://ko-fi.com/phcustomsscholar'},
  {label: 'Sponsor on GitHub', href: 'https://github.com/sponsors/ph-customs-scholar'},
];
