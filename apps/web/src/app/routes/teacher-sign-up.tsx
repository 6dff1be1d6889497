import { useNavigate } from 'react-router';
import { SignUpPage } from '@/components/layout/sign-up-page';
import { paths } from '@/config/paths';
import { TeacherSignUpForm } from '@/features/teacher-sign-up/components/teacher-sign-up-form';

/** A teacher opens their own class: an account, a class code, then students and exams. */
export default function TeacherSignUpRoute() {
  const navigate = useNavigate();
  return (
    <SignUpPage words="teacherSignUp">
      <TeacherSignUpForm onSignedUp={() => void navigate(paths.teacher.getHref(), { replace: true })} />
    </SignUpPage>
  );
}
