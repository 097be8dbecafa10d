// The customer's entries in the open draw (tickets earned by saving this week) and when it closes
// and is drawn; how the draw is kept fair has its own section (DrawFairness).
import type { PrizeDraw } from '../api/draws';

const when = new Intl.DateTimeFormat('en-GH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function CurrentDrawEntries({ current }: { current: PrizeDraw['current'] }) {
  if (!('draw' in current)) return <p>{current.closedMessage}</p>;
  const { draw } = current;
  const tickets = draw.myTickets;
  return (
    <div>
      <p>
        <strong>
          You have {tickets} {tickets === 1 ? 'entry' : 'entries'} in the {draw.name}
        </strong>{' '}
        ({draw.totalTickets} in all). Entries close {when.format(new Date(draw.closesAt))}; the draw takes
        place {when.format(new Date(draw.drawAt))}.
      </p>
    </div>
  );
}
