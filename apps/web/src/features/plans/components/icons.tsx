import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import Gift from 'lucide-react/icons/gift';
import LoaderCircle from 'lucide-react/icons/loader-circle';

/** The plans page's icons; decorative unless labelled by the caller. */
type Props = { className?: string };

export const CheckIcon = ({ className = '' }: Props) => (
  <Check className={className} strokeWidth={2.4} aria-hidden="true" />
);
export const GiftIcon = ({ className = '' }: Props) => (
  <Gift className={className} strokeWidth={1.8} aria-hidden="true" />
);
export const CalendarIcon = ({ className = '' }: Props) => (
  <Calendar className={className} strokeWidth={1.8} aria-hidden="true" />
);
export const SpinnerIcon = ({ className = '' }: Props) => (
  <LoaderCircle className={`animate-spin ${className}`} strokeWidth={2.4} aria-hidden="true" />
);
