import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { useImportStudents, type ImportOutcome } from '../api/import-students';
import { COLUMNS, emptyClassList, headingOf, readClassList, type ClassList } from '../class-list-csv';
import { ClassListTable } from './class-list-table';

/** A count with its number as the app writes it, for a text in the singular or the plural. */
const counted = (count: number) => ({ count, number: formatNumber(count) });

/** The name of the format Excel saves a CSV file in that keeps every alphabet: its own words, in any language. */
const CSV_FORMAT = 'CSV UTF-8';

/** The headings of the columns a class list must have, or of those it may have, as a list. */
const headings = (required: boolean) =>
  COLUMNS.filter((column) => column.required === required)
    .map(headingOf)
    .join(', ');

interface ChosenFile {
  name: string;
  list: ClassList;
}

/** The class list with the API's refusals written beside the rows it refused. */
function withRefusals(list: ClassList, outcome: ImportOutcome | undefined): ClassList {
  if (!outcome || outcome.imported) return list;
  return {
    ...list,
    rows: list.rows.map((row, index) => {
      const reasons = outcome.refusals
        .filter((refusal) => refusal.index === index)
        .map(({ reason }) => reason);
      return reasons.length > 0 ? { ...row, problems: [...row.problems, ...reasons], student: null } : row;
    }),
  };
}

/** Sentences one after another, as a paragraph; undefined when there is none. */
const sentences = (...texts: (string | false)[]) => texts.filter(Boolean).join(' ') || undefined;

function Summary({ file, outcome }: { file: ChosenFile; outcome: ImportOutcome | undefined }) {
  const { t } = useTranslation('roster');
  const { rows, fileProblems, ignored } = file.list;
  const withProblems = rows.filter((row) => row.problems.length > 0);
  const ignoredNote = ignored.length > 0 && t('import.notRead', { columns: ignored.join(', ') });
  if (outcome && !outcome.imported) {
    const refused = [...new Set(outcome.refusals.map(({ index }) => rows[index]!.row))];
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={
          refused.length > 0
            ? t('import.refused', { count: refused.length, rows: refused.join(', ') })
            : t('import.notImported', { reason: outcome.reason })
        }
        description={refused.length > 0 ? t('import.putThemRightAgain') : undefined}
      />
    );
  }
  if (fileProblems.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={fileProblems.join(' ')}
        description={sentences(ignoredNote)}
      />
    );
  }
  if (withProblems.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('import.rowsWithProblems', {
          ...counted(withProblems.length),
          rows: withProblems.map((row) => row.row).join(', '),
        })}
        description={sentences(t('import.putThemRight'), ignoredNote)}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title={t('import.ready', counted(rows.length))}
      description={sentences(ignoredNote)}
    />
  );
}

/**
 * Students from a class list: a CSV file chosen, each row checked as the API checks it beside the row,
 * and imported all together or not at all.
 */
export function ImportStudents() {
  const { t } = useTranslation('roster');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const importing = useImportStudents();
  const [notices, noticeHolder] = message.useMessage();
  const busy = importing.isPending;
  const outcome = importing.data;
  const list = file && withRefusals(file.list, outcome);
  const students = list && list.fileProblems.length === 0 ? list.rows.map((row) => row.student) : [];
  const ready = students.length > 0 && students.every((student) => student !== null);

  const choose = (chosen: File) => {
    importing.reset();
    void chosen.text().then((text) => setFile({ name: chosen.name, list: readClassList(text) }));
    return false;
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    importing.reset();
  };
  const start = () => {
    if (!ready || !list) return;
    const { rows } = list;
    importing.mutate(
      { students: students.filter((student) => student !== null), rowOf: (index) => rows[index]!.row },
      {
        onSuccess: (done) => {
          if (!done.imported) return;
          close();
          void notices.success(t('import.joined', counted(done.count)));
        },
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <Button size="large" icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Modal
        open={open}
        title={t('import.button')}
        width={1040}
        closable={!busy}
        maskClosable={!busy}
        keyboard={!busy}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" size="large" disabled={busy} onClick={close}>
            {t('import.cancel')}
          </Button>,
          <Button key="import" type="primary" size="large" disabled={!ready} loading={busy} onClick={start}>
            {ready ? t('import.importStudents', counted(students.length)) : t('import.import')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          <Trans
            t={t}
            i18nKey="import.intro"
            values={{
              required: headings(true),
              optional: headings(false),
              format: CSV_FORMAT,
            }}
            components={{ strong: <strong /> }}
          />
        </Typography.Paragraph>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose} disabled={busy}>
            <Button size="large" type={file ? 'default' : 'primary'} icon={<UploadOutlined aria-hidden />}>
              {file ? t('import.chooseAnotherFile') : t('import.chooseFile')}
            </Button>
          </Upload>
          <Button
            size="large"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => saveFile(new Blob([emptyClassList()], { type: 'text/csv' }), 'class-list.csv')}
          >
            {t('import.emptyList')}
          </Button>
        </Flex>
        {file && list && (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('import.file', { name: file.name })}</Typography.Text>
            <Summary file={{ name: file.name, list }} outcome={outcome} />
            {busy && (
              <Flex role="status" gap={12} align="center">
                <Spin />
                {t('import.adding', counted(students.length))}
              </Flex>
            )}
            {list.rows.length > 0 && <ClassListTable rows={list.rows} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}
