import { useTranslation } from 'react-i18next';
import { ClassCodeText } from './class-code-text';
import { QrCode } from '@/components/qr/qr-code';

export interface SlipContent {
  /** The school or teacher the slip comes from. */
  from: string;
  code: string;
  joinLink: string;
}

/** One slip to cut out and hand to a child: whose class, the code, the address and its QR code. */
export function JoinSlip({ from, code, joinLink }: SlipContent) {
  const { t } = useTranslation('classCode');
  return (
    <div className="join-slip">
      <div className="join-slip-text">
        <p className="join-slip-from">{from}</p>
        <p className="join-slip-title">{t('slip.title')}</p>
        <p className="join-slip-label">{t('slip.classCode')}</p>
        <ClassCodeText code={code} className="join-slip-code" />
        <p className="join-slip-link">{joinLink}</p>
      </div>
      <QrCode link={joinLink} label={t('qrCode', { link: joinLink })} size="30mm" className="join-slip-qr" />
    </div>
  );
}
