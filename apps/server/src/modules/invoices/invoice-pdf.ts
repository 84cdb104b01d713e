import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { PDFFont, PDFOperator, PDFPage, RGB } from 'pdf-lib';
import { loadOnce } from '../../lib/load-once';

/**
 * pdf-lib takes a quarter of a second and a few MB to load, and only a paid order's invoice needs it:
 * it loads with the first invoice rendered, not with the server (ADR 0022).
 */
const loadPdfLib = loadOnce(() => import('pdf-lib'));
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

export interface InvoiceLine {
  partNumber: string | null;
  itemName: string;
  quantity: number;
  unitPriceCents: number;
  /** Net of tax and the tax on it, rounded per line (ADR 0034); absent on a credit note's line. */
  netCents?: number;
  taxCents?: number;
  totalCents: number;
}

export interface InvoiceFacts {
  invoiceNumber: number;
  /** The seller block, one line each (INVOICE_SELLER). */
  seller: string[];
  buyer: { name: string; email: string; address: string; phone: string };
  /** What was paid for: `Order …` or `Checkout …`, printed under the payment. */
  reference: string;
  /** The buyer's purchase-order reference (a checkout's), printed under the buyer. */
  poReference: string | null;
  /** One order's line, or every line of a checkout (up to 500: the invoice runs on over pages). */
  lines: InvoiceLine[];
  totalCents: number;
  /** No tax charged: a business buyer under a reverse-charge rate; printed as "Reverse charge". */
  reverseCharge?: boolean;
  paidAt: string;
  transactionId: string;
  /** Set for a credit note: its own number, the invoice it corrects and why (ADR 0033). */
  creditNote?: { number: string; corrects: string; reason: string; refundedAt: string };
}

/**
 * The standard PDF fonts hold WinAnsi text only: anything else (another script, an emoji) is printed
 * as `?` rather than failing the invoice. The order keeps the exact text.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) {
    const code = char.codePointAt(0)!;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char);
    out += ok ? char : code === 0x09 || code === 0x0a || code === 0x0d ? ' ' : '?';
  }
  return out;
}

const colours = ({ rgb }: PdfLib) => ({
  ink: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.38, 0.38, 0.42),
  rule: rgb(0.8, 0.8, 0.84),
});

/**
 * Cuts text to fit `width` points, ending with ... when cut: the longest prefix that fits, found by
 * halving (measuring a text costs its length, so cutting a letter at a time was quadratic).
 */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  const shown = printable(text);
  if (font.widthOfTextAtSize(shown, size) <= width) return shown;
  let fits = 1;
  let tooLong = shown.length;
  while (tooLong - fits > 1) {
    const middle = (fits + tooLong) >> 1;
    if (font.widthOfTextAtSize(`${shown.slice(0, middle)}...`, size) <= width) fits = middle;
    else tooLong = middle;
  }
  return `${shown.slice(0, fits)}...`;
}

/**
 * Writes text and rules as plain PDF operators, all in one content stream (`flush`): pdf-lib's
 * `drawText` registers the font on the page again for every call, and its content streams are deflated
 * in JavaScript, which took half of an invoice's time for a stream of about 3 KB; this one is stored as
 * it is (the PDF stays a few KB).
 */
function textWriter(pdfLib: PdfLib, page: PDFPage, fonts: PDFFont[], ink: RGB) {
  const {
    beginText,
    endText,
    lineTo,
    moveText,
    moveTo,
    PDFContentStream,
    popGraphicsState,
    pushGraphicsState,
    setFillingRgbColor,
    setFontAndSize,
    setLineWidth,
    setStrokingRgbColor,
    showText,
    stroke,
  } = pdfLib;
  const keys = new Map(fonts.map((font) => [font, page.node.newFontDictionary(font.name, font.ref)]));
  const operators: PDFOperator[] = [];
  const write = (
    _page: PDFPage,
    value: string,
    x: number,
    y: number,
    size = 10,
    font = fonts[0]!,
    color: RGB = ink,
  ) => {
    operators.push(
      beginText(),
      setFillingRgbColor(color.red, color.green, color.blue),
      setFontAndSize(keys.get(font)!, size),
      moveText(x, y),
      showText(font.encodeText(printable(value))),
      endText(),
    );
  };
  const line = (
    from: { x: number; y: number },
    to: { x: number; y: number },
    thickness: number,
    color: RGB,
  ) => {
    operators.push(
      pushGraphicsState(),
      setStrokingRgbColor(color.red, color.green, color.blue),
      setLineWidth(thickness),
      moveTo(from.x, from.y),
      lineTo(to.x, to.y),
      stroke(),
      popGraphicsState(),
    );
  };
  const flush = () => {
    const stream = PDFContentStream.of(page.doc.context.obj({}), operators, false);
    page.node.addContentStream(page.doc.context.register(stream));
  };
  return Object.assign(write, { line, flush });
}

const dateOf = (iso: string) => iso.slice(0, 10);
const money = (cents: number) => formatDollars(centsToDollars(cents));

const pageSize: [number, number] = [595.28, 841.89];
const left = 56;
const right = 539;
const columns = { part: left, item: 140, quantity: 318, unit: 380, net: 435, tax: 485, total: right };
/** Below this, a line goes on the next page; the totals and payment need `footRoom` on the last. */
const bottom = 90;
const footRoom = 150;
const lineHeight = 20;

/**
 * An A4 invoice with the standard Helvetica fonts (nothing read from disk, nothing embedded but the
 * text): seller and buyer (and the PO reference), a table of the lines with part number, quantity, unit
 * price, net, tax and total (a shipping line last), running on over as many pages as it takes, then the total and the payment.
 */
export async function renderInvoicePdf(facts: InvoiceFacts): Promise<Uint8Array> {
  const pdfLib = await loadPdfLib();
  const { PDFDocument, StandardFonts } = pdfLib;
  const { ink, muted, rule } = colours(pdfLib);
  const pdf = await PDFDocument.create();
  const credit = facts.creditNote;
  const title = credit ? 'Credit note' : 'Invoice';
  const number = credit?.number ?? formatInvoiceNumber(facts.invoiceNumber);
  const issuedAt = credit?.refundedAt ?? facts.paidAt;
  pdf.setTitle(`${title} ${number}`);
  pdf.setAuthor(printable(facts.seller[0] ?? 'Partsmith'));
  pdf.setCreationDate(new Date(issuedAt));
  pdf.setModificationDate(new Date(issuedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page = pdf.addPage(pageSize);
  let text = textWriter(pdfLib, page, [regular, bold], ink);
  const textRight = (value: string, x: number, y: number, size = 10, font = regular) =>
    text(page, value, x - font.widthOfTextAtSize(value, size), y, size, font);
  const tableHead = (y: number) => {
    text(page, 'Part number', columns.part, y, 9, bold, muted);
    text(page, 'Item', columns.item, y, 9, bold, muted);
    textRight('Quantity', columns.quantity, y, 9, bold);
    textRight('Unit price', columns.unit, y, 9, bold);
    textRight('Net', columns.net, y, 9, bold);
    textRight('Tax', columns.tax, y, 9, bold);
    textRight('Total', columns.total, y, 9, bold);
    text.line({ x: left, y: y - 6 }, { x: right, y: y - 6 }, 0.7, rule);
  };
  const newPage = () => {
    text.flush();
    page = pdf.addPage(pageSize);
    text = textWriter(pdfLib, page, [regular, bold], ink);
    text(page, `${title} ${number} (continued)`, left, 790, 11, bold);
    tableHead(760);
    return 760 - 22;
  };

  text(page, title, left, 770, 24, bold);
  textRight(number, right, 776, 12, bold);
  textRight(`Date: ${dateOf(issuedAt)}`, right, 760);
  if (credit) textRight(`Corrects invoice ${credit.corrects}`, right, 746);

  let y = 720;
  text(page, 'Seller', left, y, 9, bold, muted);
  text(page, 'Bill to', 310, y, 9, bold, muted);
  const sellerLines = facts.seller.map((line) => fitted(line, regular, 10, 230));
  const buyerLines = [
    facts.buyer.name,
    facts.buyer.email,
    facts.buyer.address,
    facts.buyer.phone,
    ...(facts.poReference ? [`PO reference: ${facts.poReference}`] : []),
  ].map((line) => fitted(line, regular, 10, 229));
  for (let index = 0; index < Math.max(sellerLines.length, buyerLines.length); index += 1) {
    y -= 14;
    if (sellerLines[index]) text(page, sellerLines[index]!, left, y, 10, index === 0 ? bold : regular);
    if (buyerLines[index]) text(page, buyerLines[index]!, 310, y, 10, index === 0 ? bold : regular);
  }

  y -= 40;
  tableHead(y);
  y -= 22;
  for (const [index, line] of facts.lines.entries()) {
    const last = index === facts.lines.length - 1;
    if (y < bottom || (last && y < bottom + footRoom - lineHeight)) y = newPage();
    text(page, fitted(line.partNumber ?? '-', regular, 10, 78), columns.part, y);
    text(page, fitted(line.itemName, regular, 10, 130), columns.item, y);
    textRight(line.quantity.toLocaleString('en-US'), columns.quantity, y, 9);
    textRight(money(line.unitPriceCents), columns.unit, y, 9);
    textRight(money(line.netCents ?? line.totalCents), columns.net, y, 9);
    textRight(line.taxCents === undefined ? '-' : money(line.taxCents), columns.tax, y, 9);
    textRight(money(line.totalCents), columns.total, y, 9);
    y -= lineHeight;
  }
  text.line({ x: left, y: y + lineHeight - 10 }, { x: right, y: y + lineHeight - 10 }, 0.7, rule);
  y -= 10;
  textRight(credit ? 'Total refunded' : 'Total paid', columns.unit, y, 11, bold);
  textRight(money(facts.totalCents), columns.total, y, 11, bold);
  if (facts.reverseCharge) {
    y -= 16;
    textRight('Reverse charge: the buyer accounts for the tax', columns.total, y, 9, regular);
  }

  y -= 50;
  text(page, 'Payment', left, y, 9, bold, muted);
  y -= 14;
  text(
    page,
    credit
      ? fitted(
          `Refunded on ${dateOf(credit.refundedAt)} to the card. Reason: ${credit.reason}`,
          regular,
          10,
          480,
        )
      : `Paid on ${dateOf(facts.paidAt)} by card`,
    left,
    y,
  );
  y -= 14;
  text(page, `Transaction ${fitted(facts.transactionId, regular, 10, 400)}`, left, y);
  y -= 14;
  text(page, facts.reference, left, y, 10, regular, muted);
  if (!credit) text(page, 'Thank you for your order.', left, 60, 9, regular, muted);
  text.flush();
  return pdf.save({ useObjectStreams: false });
}
