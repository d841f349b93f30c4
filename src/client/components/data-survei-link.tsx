import { Link } from 'react-router-dom';
import { type ButtonVariant, buttonClass } from '../ui/button-class';

interface DataSurveiLinkProps {
  eventId: number;
  variant?: ButtonVariant;
  /** The id of what says which event this is, when the label alone does not. */
  describedBy?: string;
  className?: string;
}

/** "Data Survei": the event's responses one by one, with their review and the field progress. */
export function DataSurveiLink({ eventId, variant = 'secondary', describedBy, className = '' }: DataSurveiLinkProps) {
  return (
    <Link to={`/data-survei/${eventId}`} aria-describedby={describedBy} className={buttonClass(variant, className)}>
      Data Survei
    </Link>
  );
}
