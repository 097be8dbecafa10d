import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { DocumentCheckResult, type DocumentCheck } from './DocumentCheckResult';

const receiptCheck: DocumentCheck = {
  kind: 'RECEIPT',
  code: '7K3QX-9PMWD-2HBRT-5CZNA',
  issuedAt: '2026-11-20T10:20:00Z',
  statement: null,
  receipt: {
    transactionId: 'TXN-20261120-0001',
    transactionType: 'BANK_TRANSFER',
    amount: '1250.00',
    feeAmount: '1.00',
    elevyAmount: '0.00',
    status: 'SUCCESSFUL',
    transactionDate: '2026-11-20T10:15:00Z',
    from: { name: 'Ama Mensah', accountNumber: '100****567' },
    to: { name: 'Kofi Boateng', accountNumber: '100****432' },
  },
};

const statementCheck: DocumentCheck = {
  kind: 'STATEMENT',
  code: 'Q2W8E-4RT6Y-9UP3A-SDF7G',
  issuedAt: '2026-11-21T08:00:00Z',
  receipt: null,
  statement: {
    accountHolder: 'Ama Mensah',
    accountNumber: '100****567',
    from: '2026-08-01',
    to: '2026-10-31',
    openingBalance: '1200.00',
    closingBalance: '2450.75',
    moneyIn: '3000.00',
    moneyOut: '1749.25',
    rowCount: 14,
  },
};

const meta = {
  title: 'Components/DocumentCheckResult',
  component: DocumentCheckResult,
  tags: ['autodocs'],
  args: { check: receiptCheck },
} satisfies Meta<typeof DocumentCheckResult>;

export default meta;
type Story = StoryObj<typeof meta>;

function pairs(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
}

export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SAVE & WIN issued this receipt.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Transaction receipt' })).toBeVisible();
    await expect(pairs(canvasElement)).toEqual([
      'Verification code=7K3QX-9PMWD-2HBRT-5CZNA',
      'First issued=20 Nov 2026, 10:20',
      'Transaction ID=TXN-20261120-0001',
      'Type=BANK TRANSFER',
      'Amount=GH₵1,250.00',
      'Fee=GH₵1.00',
      'E-Levy=GH₵0.00',
      'Status now=SUCCESSFUL',
      'Date=20 Nov 2026, 10:15',
      'From=Ama Mensah, 100****567',
      'To=Kofi Boateng, 100****432',
    ]);
  },
};

export const Statement: Story = {
  args: { check: statementCheck },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SAVE & WIN issued this statement.')).toBeVisible();
    await expect(pairs(canvasElement)).toEqual([
      'Verification code=Q2W8E-4RT6Y-9UP3A-SDF7G',
      'First issued=21 Nov 2026, 08:00',
      'Account holder=Ama Mensah',
      'Account=100****567',
      'Period=1 Aug 2026 to 31 Oct 2026',
      'Opening balance=GH₵1,200.00',
      'Money in=GH₵3,000.00',
      'Money out=GH₵1,749.25',
      'Closing balance=GH₵2,450.75',
      'Entries=14',
    ]);
  },
};

/** A deposit from a mobile-money number with no name known: the number alone, never a blank. */
export const UnnamedPayer: Story = {
  args: {
    check: {
      ...receiptCheck,
      receipt: {
        ...receiptCheck.receipt!,
        transactionType: 'DEPOSIT',
        from: { name: '', accountNumber: '024****456' },
        to: { name: '', accountNumber: '' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = pairs(canvasElement);
    await expect(list).toContain('From=024****456');
    await expect(list).toContain('To=Unavailable');
  },
};

export const Narrow: Story = pinned({
  args: { check: statementCheck },
  globals: { viewport: { value: 'narrow' } },
});
