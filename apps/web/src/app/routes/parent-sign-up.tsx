import { useNavigate } from 'react-router';
import { SignUpPage } from '@/components/layout/sign-up-page';
import { paths } from '@/config/paths';
import { ParentSignUpForm } from '@/features/parent-sign-up/components/parent-sign-up-form';

/** A parent's own account, from which they link their children with the codes their teachers give. */
export default function ParentSignUpRoute() {
  const navigate = useNavigate();
  return (
    <SignUpPage words="parentSignUp">
      <ParentSignUpForm onSignedUp={() => void navigate(paths.family.getHref(), { replace: true })} />
    </SignUpPage>
  );
}
