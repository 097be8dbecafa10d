import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { vars } from '../../theme/contract.css';

import { ReceiptModal, type Receipt } from './ReceiptModal';

/** The colour a token resolves to in the current theme, read the way the browser paints it. */
function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = token;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

const receipt: Receipt = {
  transactionType: 'BANK_TRANSFER',
  amount: '150.00',
  feeAmount: '1.5',
  transactionDate: '2026-03-12T14:05:00Z',
  transactionId: 'TXN-20260312-0001',
  status: 'PROCESSING',
  destination: 'Kofi Boateng',
  destinationAccountNumber: '1000765432',
};

const meta = {
  title: 'Components/ReceiptModal',
  component: ReceiptModal,
  tags: ['autodocs'],
  args: { isOpen: true, receipt, onOpenChange: fn() },
} satisfies Meta<typeof ReceiptModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const modal = within(dialog);
    const pairs = modal
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    await expect(pairs).toEqual([
      'Amount=GH₵150.00',
      'Fee=GH₵1.50',
      'Date=12 Mar 2026, 14:05',
      'Transaction ID=TXN-20260312-0001',
      'Status=PROCESSING',
    ]);
    await expect(modal.getByText('BANK TRANSFER')).toBeInTheDocument();
    const recipient = modal.getByRole('region', { name: 'Recipient Details' });
    await expect(recipient).toHaveTextContent('Kofi Boateng');
    await expect(recipient).toHaveTextContent('1000765432');
    await userEvent.click(modal.getByRole('button', { name: 'Ok' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const PendingApproval: Story = {
  args: { receipt: { ...receipt, transactionType: 'MOMO', status: 'PENDING_APPROVAL' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('PENDING APPROVAL')).toBeInTheDocument();
  },
};

export const MissingDetails: Story = {
  args: { receipt: { ...receipt, feeAmount: 'n/a', destination: null, destinationAccountNumber: '' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    // Missing or broken values read 'Unavailable', never a made-up figure.
    await expect(within(dialog).getAllByText('Unavailable')).toHaveLength(3);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A statement row opened from a list: the amount keeps the row's sign and colour. */
export const MoneyReceived: Story = {
  args: { receipt: { ...receipt, status: 'SUCCESSFUL', direction: 'CREDIT', feeAmount: '0.00' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const amount = within(dialog).getByText('+GH₵150.00');
    // The modal's styles arrive with its first paint: wait for them rather than read a default.
    // The probe is read once, outside waitFor: waitFor re-runs on every DOM change, and a probe
    // added inside it would be a change of its own, for ever.
    const colour = tokenColour(vars.color.moneyIn);
    await waitFor(() => expect(amount).toHaveStyle({ color: colour }));
  },
};

export const MoneySent: Story = {
  args: { receipt: { ...receipt, status: 'SUCCESSFUL', direction: 'DEBIT' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const amount = within(dialog).getByText('-GH₵150.00');
    const colour = tokenColour(vars.color.moneyOut);
    await waitFor(() => expect(amount).toHaveStyle({ color: colour }));
  },
};

/** A till paid by its GhQR code: the merchant, its GhQR id and the till, as the customer paid them. */
export const MerchantPaid: Story = pinned({
  args: {
    receipt: {
      ...receipt,
      transactionType: 'MERCHANT_PAYMENT',
      amount: '20.00',
      feeAmount: '0.00',
      status: 'SUCCESSFUL',
      destination: 'Auntie Akos Chop Bar',
      destinationAccountNumber: 'GHQR-MER-000123',
      terminalId: 'TILL-02',
    },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const recipient = within(within(dialog).getByRole('region', { name: 'Recipient Details' }));
    // Visible once the dialog has finished coming in.
    await waitFor(() => expect(recipient.getByText('Till TILL-02')).toBeVisible());
    await expect(recipient.getByText('Auntie Akos Chop Bar')).toBeVisible();
    await expect(recipient.getByText('GHQR-MER-000123')).toBeVisible();
  },
});

/** With the document actions a screen offers: share the PDF (where the device can) and download it. */
export const WithDocumentActions: Story = {
  args: { receipt: { ...receipt, status: 'SUCCESSFUL' }, onDownload: fn(), onShare: fn() },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transaction Summary' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    // The document actions never close the receipt.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** While the PDF is being prepared neither action can be pressed again; Ok still closes. */
export const PreparingDocument: Story = {
  args: { ...WithDocumentActions.args, pendingAction: 'download' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transaction Summary' }));
    const download = dialog.getByRole('button', { name: 'Download PDF' });
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(download).getByRole('progressbar', { name: 'Preparing the receipt' }),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeDisabled();
    await userEvent.click(download);
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Ok' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const DocumentFailed: Story = {
  args: { ...WithDocumentActions.args, actionError: 'Something went wrong' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transaction Summary' }));
    await expect(dialog.getByText('Something went wrong')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const NarrowWithDocumentActions: Story = pinned({
  args: WithDocumentActions.args,
  globals: { viewport: { value: 'narrow' } },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
