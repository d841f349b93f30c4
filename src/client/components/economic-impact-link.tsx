import { Link } from 'react-router-dom';
import { type ButtonVariant, buttonClass } from '../ui/button-class';
import { CoinsIcon } from '../ui/icons';

interface EconomicImpactLinkProps {
  eventId: number;
  variant?: ButtonVariant;
  /** The id of what says which event this is, when the label alone does not. */
  describedBy?: string;
  className?: string;
}

/** "Dampak Ekonomi": the event's economic impact report, linked from every screen of an event. */
export function EconomicImpactLink({ eventId, variant = 'secondary', describedBy, className = '' }: EconomicImpactLinkProps) {
  return (
    <Link to={`/dampak-ekonomi/${eventId}`} aria-describedby={describedBy} className={buttonClass(variant, className)}>
      <CoinsIcon />
      Dampak Ekonomi
    </Link>
  );
}
