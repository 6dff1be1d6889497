import { Button, type ButtonProps } from 'antd';
import { Link, useHref, useLinkClickHandler, type LinkProps } from 'react-router';

/** An internal link: goes through the router, so it keeps to its basename or hash. */
export function RouterLink(props: LinkProps) {
  return <Link {...props} />;
}

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** An internal link that looks like an antd button. */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
