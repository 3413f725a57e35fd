import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { StaffPage } from '#web/features/staff/components/staff-page';

type OrderProblemProps = { title: string; message: string; linkTo: string; linkLabel: string };

/** The staff order page's error pages: 'Invalid Order ID', 'Wrong Location', 'Order Not Found', 'No access'. */
export function OrderProblem({ title, message, linkTo, linkLabel }: OrderProblemProps) {
  return (
    <StaffPage title={title} heading={null}>
      <ErrorState title={title} message={message}>
        <Link to={linkTo} className={buttonStyles({ size: 'lg', fullWidth: true })}>
          {linkLabel}
        </Link>
      </ErrorState>
    </StaffPage>
  );
}
