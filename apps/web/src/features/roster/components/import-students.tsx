import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { useImportStudents, type ImportOutcome } from '../api/import-students';
import { EMPTY_CLASS_LIST, readClassList, type ClassList } from '../class-list-csv';
import { ClassListTable } from './class-list-table';

const studentsWord = (count: number) => `${formatNumber(count)} ${count === 1 ? 'student' : 'students'}`;

interface ChosenFile {
  name: string;
  list: ClassList;
}

/** The class list with the API's refusal written beside the row it refused. */
function withRefusal(list: ClassList, outcome: ImportOutcome | undefined): ClassList {
  if (!outcome || outcome.imported) return list;
  return {
    ...list,
    rows: list.rows.map((row, index) =>
      index === outcome.refused
        ? { ...row, problems: [...row.problems, outcome.reason], student: null }
        : row,
    ),
  };
}

function Summary({ file, outcome }: { file: ChosenFile; outcome: ImportOutcome | undefined }) {
  const { rows, fileProblems, ignored } = file.list;
  const withProblems = rows.filter((row) => row.problems.length > 0);
  const ignoredNote = ignored.length > 0 ? ` Not read: the columns ${ignored.join(', ')}.` : '';
  if (outcome && !outcome.imported) {
    const row = rows[outcome.refused]!;
    const leftOver =
      outcome.leftOver.length > 0
        ? ` These students could not be removed again; delete them from the list: ${outcome.leftOver.join(', ')}.`
        : '';
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Nothing was imported: the server refused row ${row.row}.`}
        description={`${outcome.reason}. Put it right in your file and choose it again.${leftOver}`}
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
        description={ignoredNote.trim() || undefined}
      />
    );
  }
  if (withProblems.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`${withProblems.length === 1 ? 'One row has a problem' : `${formatNumber(withProblems.length)} rows have problems`}: row ${withProblems.map((row) => row.row).join(', ')}.`}
        description={`Put them right in your file and choose it again: nothing is imported until every row is right.${ignoredNote}`}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      title={`${studentsWord(rows.length)} ready to import.`}
      description={ignoredNote.trim() || undefined}
    />
  );
}

/**
 * Students from a class list: a CSV file chosen, each row checked as the API checks it beside the row,
 * and imported all together or not at all.
 */
export function ImportStudents() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const importing = useImportStudents();
  const [notices, noticeHolder] = message.useMessage();
  const busy = importing.isPending;
  const outcome = importing.data;
  const list = file && withRefusal(file.list, outcome);
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
    if (!ready) return;
    importing.mutate(
      students.filter((student) => student !== null),
      {
        onSuccess: (done) => {
          if (!done.imported) return;
          close();
          void notices.success(`${studentsWord(done.count)} joined your class.`);
        },
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <Button size="large" icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Import a class list
      </Button>
      <Modal
        open={open}
        title="Import a class list"
        width={1040}
        closable={!busy}
        maskClosable={!busy}
        keyboard={!busy}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" size="large" disabled={busy} onClick={close}>
            Cancel
          </Button>,
          <Button key="import" type="primary" size="large" disabled={!ready} loading={busy} onClick={start}>
            {ready ? `Import ${studentsWord(students.length)}` : 'Import'}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          A CSV file with a row of headings, then one student a row:{' '}
          <strong>Name, Username, Password, Class, Level</strong>, and <strong>Email, Phone</strong> where you
          have them. In Excel or Google Sheets, save or download it as “CSV UTF-8”. Nothing is imported until
          every row is right.
        </Typography.Paragraph>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose} disabled={busy}>
            <Button size="large" type={file ? 'default' : 'primary'} icon={<UploadOutlined aria-hidden />}>
              {file ? 'Choose another file' : 'Choose a CSV file'}
            </Button>
          </Upload>
          <Button
            size="large"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => saveFile(new Blob([EMPTY_CLASS_LIST], { type: 'text/csv' }), 'class-list.csv')}
          >
            Empty class list to fill in
          </Button>
        </Flex>
        {file && list && (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">File: {file.name}</Typography.Text>
            <Summary file={{ name: file.name, list }} outcome={outcome} />
            {busy && (
              <div role="status">
                <Progress
                  percent={Math.round((importing.added / students.length) * 100)}
                  format={() => `${formatNumber(importing.added)} of ${formatNumber(students.length)}`}
                />
                Adding the students, one after another…
              </div>
            )}
            {list.rows.length > 0 && <ClassListTable rows={list.rows} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}
