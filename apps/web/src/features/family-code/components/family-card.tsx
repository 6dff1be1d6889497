import { codeGroups } from '@abacus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { studentQueries } from '@/api/student-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { CopyButton } from '@/components/ui/copy-button';
import { Loaded } from '@/components/ui/loaded';
import { formatDate, formatNumber } from '@/lib/format';
import type { LinkedParent, Student } from '@/types/api';
import { useDrawFamilyCode, useUnlinkParent, useVoidFamilyCode } from '../api/family-code';
import './family-card.css';

interface FamilyPartProps {
  student: Student;
}

/**
 * The code a parent links with, in groups of four as the class code is written (the API reads it with
 * or without the spaces and dashes people type between them), and the teacher's levers on it: a code
 * when there is none, a new one when it has gone where it should not, or none at all.
 */
function FamilyCodePart({ student, code, most }: FamilyPartProps & { code: string | null; most: number }) {
  const { t } = useTranslation('familyCode');
  const draw = useDrawFamilyCode(student.student_id);
  const voidCode = useVoidFamilyCode(student.student_id);
  const error = draw.error ?? voidCode.error;
  const name = student.fullname;
  return (
    <section aria-labelledby="family-code-heading">
      <Typography.Title level={3} id="family-code-heading" className="family-card-heading">
        {t('code')}
      </Typography.Title>
      {code === null ? (
        <Typography.Paragraph>{t('none', { name })}</Typography.Paragraph>
      ) : (
        <>
          <p className="family-code">
            {codeGroups(code).map((group, index) => (
              <span key={index} className="family-code-group">
                {group}
              </span>
            ))}
          </p>
          <Typography.Paragraph>
            {t('howParentsLink', { name, most: formatNumber(most) })}
          </Typography.Paragraph>
        </>
      )}
      <Flex gap={12} wrap>
        {code === null ? (
          <Button type="primary" size="large" loading={draw.isPending} onClick={() => draw.mutate()}>
            {t('draw')}
          </Button>
        ) : (
          <>
            <CopyButton text={code} label={t('copyCode')} copiedNotice={t('codeCopied')} />
            <Popconfirm
              title={t('newCodeTitle')}
              description={t('newCodeDescription')}
              okText={t('makeNewCode')}
              cancelText={t('keepIt')}
              onConfirm={() => draw.mutate()}
            >
              <Button size="large" loading={draw.isPending}>
                {t('newCode')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('voidTitle')}
              description={t('voidDescription', { name })}
              okText={t('voidIt')}
              cancelText={t('keepIt')}
              onConfirm={() => voidCode.mutate()}
            >
              <Button size="large" loading={voidCode.isPending}>
                {t('voidCode')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Flex>
      {error && (
        <div style={{ marginTop: 12 }}>
          <ApiErrorAlert error={error} />
        </div>
      )}
    </section>
  );
}

/** The parents linked to the student, in the order they linked, each with a way to unlink them. */
function LinkedParents({ student, parents }: FamilyPartProps & { parents: readonly LinkedParent[] }) {
  const { t } = useTranslation('familyCode');
  const unlink = useUnlinkParent(student.student_id);
  const name = student.fullname;
  return (
    <section aria-labelledby="family-parents-heading">
      <Typography.Title level={3} id="family-parents-heading" className="family-card-heading">
        {t('parents')}
      </Typography.Title>
      {parents.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('noParents')}</Typography.Paragraph>
      ) : (
        <ul className="family-card-parents">
          {parents.map(({ parent_id: parentId, fullname: parent, linked_at: linkedAt }) => (
            <li key={parentId}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Flex vertical>
                  <Typography.Text strong>{parent}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t('linkedOn', { date: formatDate(linkedAt) })}
                  </Typography.Text>
                </Flex>
                <Popconfirm
                  title={t('unlinkTitle', { parent })}
                  description={t('unlinkDescription', { parent, name })}
                  okText={t('unlink')}
                  cancelText={t('keepLinked')}
                  onConfirm={() => unlink.mutate(parentId)}
                >
                  <Button
                    danger
                    aria-label={t('unlinkOf', { parent })}
                    loading={unlink.isPending && unlink.variables === parentId}
                  >
                    {t('unlink')}
                  </Button>
                </Popconfirm>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {unlink.isError && <ApiErrorAlert error={unlink.error} />}
    </section>
  );
}

/** A student's family: the code a parent links with, and the parents linked, for their teacher to look after. */
export function FamilyCard({ student }: { student: Student }) {
  const { t } = useTranslation('familyCode');
  const family = useQuery(studentQueries.family(student.student_id));
  return (
    <Card>
      <Loaded query={family} label={t('loading', { name: student.fullname })} rows={4}>
        {({ family_code: code, most_parents: most, parents }) => (
          <Flex vertical gap={24}>
            <FamilyCodePart student={student} code={code} most={most} />
            <LinkedParents student={student} parents={parents} />
          </Flex>
        )}
      </Loaded>
    </Card>
  );
}
