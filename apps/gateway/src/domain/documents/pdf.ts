// The PDF files of issued documents, drawn with PDFKit (its built-in Helvetica and table layout)
// and a QR code from node-qrcode's matrix drawn as vector squares, so the code stays sharp at any
// zoom and scans from a printout. Amounts are written 'GHS 1,234.50': the built-in fonts have no
// cedi sign.
import { formatCedis, type Pesewas } from '@savewin/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import type { AccountStatement, StatementLine } from '../ledger/index';

const BRAND = '#0b5f4f';
const MUTED = '#555555';

/** 'GHS 1,234.50' (a debit written '-GHS 12.00' where a sign is asked for). */
export function pdfMoney(p: Pesewas, sign?: '+' | '-'): string {
  return formatCedis(p, { symbol: 'GHS', ...(sign ? { signed: sign } : {}) }).replace('GHS', 'GHS ');
}

/** '12 Mar 2026, 14:05 GMT' (Ghana keeps GMT all year). */
export function pdfDateTime(date: Date): string {
  const day = date.toLocaleDateString('en-GB', {
    timeZone: 'Africa/Accra',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  const time = date.toLocaleTimeString('en-GB', {
    timeZone: 'Africa/Accra',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day}, ${time} GMT`;
}

/** Text a customer typed, limited to what the built-in fonts can draw. */
export function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

type Doc = InstanceType<typeof PDFDocument>;

/** Collects a finished document into one buffer. */
function render(title: string, draw: (doc: Doc) => void, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: 'SAVE & WIN', Creator: 'SAVE & WIN gateway', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, title: string, subtitle: string): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('SAVE & WIN');
  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(title);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(subtitle);
  doc.moveDown(1);
}

/** Label / value pairs as a two-column table. */
function facts(doc: Doc, pairs: readonly (readonly [string, string])[]): void {
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.table({
    columnStyles: [150, '*'],
    defaultStyle: { border: false, padding: [3, 0] },
    data: pairs.map(([label, value]) => [
      { text: label, textColor: MUTED },
      { text: printable(value), font: { src: 'Helvetica-Bold' } },
    ]),
  });
  doc.moveDown(1);
}

export interface Verification {
  code: string;
  url: string;
}

/** The verification block: the code, where to check it, and a QR code of that address. */
function verificationBlock(doc: Doc, what: string, verification: Verification): void {
  const qr = QRCode.create(verification.url, { errorCorrectionLevel: 'M' });
  const cell = 2.4;
  const size = qr.modules.size * cell;
  const x = doc.page.margins.left;
  if (doc.y + size + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.save().fillColor('black');
  for (let row = 0; row < qr.modules.size; row++) {
    for (let col = 0; col < qr.modules.size; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
  const textX = x + size + 16;
  const width = doc.page.width - doc.page.margins.right - textX;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Verification code', textX, y, { width });
  doc.font('Courier-Bold').fontSize(14).fillColor('black').text(verification.code, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Anyone can check that SAVE & WIN issued this ${what}: scan the code or enter it at ${verification.url.split('#')[0]}.`,
      { width },
    );
  doc.x = x;
  doc.y = Math.max(doc.y, y + size) + 12;
}

export interface ReceiptFacts {
  transactionId: string;
  transactionType: string;
  status: string;
  date: Date;
  amount: Pesewas;
  fee: Pesewas;
  levy: Pesewas;
  from: { name: string; accountNumber: string };
  to: { name: string; accountNumber: string };
  /** A merchant payment's till (the merchant is `to`), when the code named one. */
  terminalId?: string;
  narration: string;
}

export function receiptPdf(receipt: ReceiptFacts, verification: Verification, now: Date): Promise<Buffer> {
  return render(
    `Receipt ${receipt.transactionId}`,
    (doc) => {
      heading(doc, 'Transaction receipt', `Issued ${pdfDateTime(now)}`);
      facts(doc, [
        ['Transaction ID', receipt.transactionId],
        ['Transaction type', receipt.transactionType.replace(/_/g, ' ')],
        ['Status', receipt.status.replace(/_/g, ' ')],
        ['Date', pdfDateTime(receipt.date)],
        ['Amount', pdfMoney(receipt.amount)],
        ['Fee', pdfMoney(receipt.fee)],
        ['E-Levy', pdfMoney(receipt.levy)],
        ['Total', pdfMoney(receipt.amount + receipt.fee + receipt.levy)],
        ['From', [receipt.from.name, receipt.from.accountNumber].filter(Boolean).join(', ')],
        ['To', [receipt.to.name, receipt.to.accountNumber].filter(Boolean).join(', ')],
        ...(receipt.terminalId ? [['Terminal', receipt.terminalId] as [string, string]] : []),
        ['Reference', receipt.narration],
      ]);
      verificationBlock(doc, 'receipt', verification);
    },
    now,
  );
}

/** The ledger's statement of the period, with the name of the account's holder. */
export interface StatementFacts extends Omit<AccountStatement, 'lines'> {
  holder: string;
  lines: readonly StatementLine[];
}

export function statementPdf(
  statement: StatementFacts,
  verification: Verification,
  now: Date,
): Promise<Buffer> {
  return render(
    `Statement ${statement.accountNumber} ${statement.from} to ${statement.to}`,
    (doc) => {
      heading(doc, 'Statement of account', `Issued ${pdfDateTime(now)}`);
      facts(doc, [
        ['Account holder', statement.holder],
        ['Account', `${statement.productName}, ${statement.accountNumber}`],
        ['Period', `${statement.from} to ${statement.to}`],
        ['Opening balance', pdfMoney(statement.opening)],
        ['Money in', pdfMoney(statement.moneyIn)],
        ['Money out', pdfMoney(statement.moneyOut)],
        ['Closing balance', pdfMoney(statement.closing)],
      ]);
      verificationBlock(doc, 'statement', verification);
      doc.font('Helvetica').fontSize(8).fillColor('black');
      const header = ['Date', 'Transaction', 'Details', 'Direction', 'Amount', 'Balance'].map((text) => ({
        text,
        font: { src: 'Helvetica-Bold' },
      }));
      const rows = statement.lines.map((line) => [
        pdfDateTime(line.effectiveAt),
        printable(line.transactionId),
        printable([line.transactionType?.replace(/_/g, ' '), line.narration].filter(Boolean).join(': ')),
        line.direction === 'CREDIT' ? 'In' : 'Out',
        {
          text: pdfMoney(line.amount, line.direction === 'CREDIT' ? '+' : '-'),
          align: { x: 'right' as const },
        },
        { text: pdfMoney(line.balance), align: { x: 'right' as const } },
      ]);
      const empty = [[{ text: 'No money moved in this period.', colSpan: 6 }]];
      doc.table({
        columnStyles: [78, 92, '*', 44, 70, 70],
        defaultStyle: { border: { bottom: 0.5 }, borderColor: '#cccccc', padding: [3, 2] },
        data: [header, ...(rows.length > 0 ? rows : empty)],
      });
    },
    now,
  );
}
