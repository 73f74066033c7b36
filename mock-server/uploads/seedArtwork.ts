import { minimalPdf } from './minimalPdf';

// The artwork of the demo print files (demo-data.md, "Print files"), as the text those formats are:
// Nordic Print AB's logo as EPS, its symbol as SVG and a business-card proof as PDF.

/** Nordic Print AB's primary logo: the symbol and the word mark. seedPreviewPng.ts is its rendering. */
export const NORDIC_PRINT_LOGO_EPS = `%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 300 90
%%HiResBoundingBox: 0 0 300 90
%%Title: Nordic Print AB logotyp
%%Creator: mock-server seed
%%EndComments
% Symbol: a deep blue square with a white N and a yellow registration dot.
0.05 0.20 0.45 setrgbcolor
5 5 80 80 rectfill
1 1 1 setrgbcolor
newpath 22 20 moveto 22 70 lineto 34 70 lineto 56 38 lineto 56 70 lineto 68 70 lineto 68 20 lineto 56 20 lineto 34 52 lineto 34 20 lineto closepath fill
0.98 0.75 0.10 setrgbcolor
newpath 75 15 7 0 360 arc fill
% Word mark.
0.05 0.20 0.45 setrgbcolor
/Helvetica-Bold findfont 30 scalefont setfont
98 46 moveto (Nordic Print) show
0.35 0.40 0.50 setrgbcolor
/Helvetica findfont 14 scalefont setfont
99 24 moveto (TRYCK & PROFIL) show
showpage
%%EOF
`;

/** The secondary logo: the symbol alone. */
export const NORDIC_PRINT_SYMBOL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">
  <title>Nordic Print AB symbol</title>
  <rect width="80" height="80" fill="#0d3373"/>
  <path d="M17 65V15h12l22 32V15h12v50H51L29 33v32z" fill="#fff"/>
  <circle cx="70" cy="70" r="7" fill="#fabf1a"/>
</svg>
`;

const BUSINESS_CARD_CONTENT = [
  // Trim box of a 90 × 55 mm card, the symbol and the contact lines.
  '0.6 0.6 0.6 RG 0.5 w 0.25 0.25 254.6 155.4 re S',
  '0.05 0.2 0.45 rg 20 100 36 36 re f',
  '1 1 1 rg 28 108 6 20 re f 46 108 6 20 re f',
  '0.05 0.2 0.45 rg BT /F1 14 Tf 66 120 Td (Nordic Print AB) Tj ET',
  '0.2 0.2 0.2 rg BT /F1 9 Tf 20 60 Td (Maria Admin) Tj 0 -12 Td (maria.admin@example.se) Tj ET',
  '0.8 0.1 0.1 rg BT /F1 8 Tf 150 16 Td (KORREKTUR 2026) Tj ET',
].join('\n');

/** A proof the printer sent for approval; its name holds 'korrektur', so the panel does not list it. */
export const BUSINESS_CARD_PROOF_PDF = minimalPdf({
  width: 255.1,
  height: 155.9,
  content: BUSINESS_CARD_CONTENT,
});
