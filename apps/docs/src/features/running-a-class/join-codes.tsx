import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

const { Paragraph } = Typography;

export function JoinCodes() {
  return (
    <>
      <Paragraph>
        Every admin’s class has a join code: 8 characters without look-alikes (no <InlineCode>0</InlineCode>/
        <InlineCode>O</InlineCode>, <InlineCode>1</InlineCode>/<InlineCode>I</InlineCode>/
        <InlineCode>L</InlineCode>), e.g. <InlineCode>K7QM-4TXR</InlineCode>, shown as{' '}
        <InlineCode>join_code</InlineCode> by <InlineCode>GET /api/v1/admin/me</InlineCode>. Students register
        themselves with it (<InlineCode>POST /api/v1/student/register</InlineCode> with{' '}
        <InlineCode>join_code</InlineCode>), typed in any case, with or without spaces or dashes; an unknown
        code gets 404. A child who joins needs a name, a username and a password; their class (
        <InlineCode>sclass</InlineCode>) and level may be given or left out for the teacher to set (
        <InlineCode>null</InlineCode> until then), and <InlineCode>email</InlineCode> and{' '}
        <InlineCode>phone_no</InlineCode> are optional (left out, <InlineCode>null</InlineCode> or empty:
        none, <InlineCode>null</InlineCode> in every response), checked and unique when given, and removed
        again with <InlineCode>null</InlineCode> in a <InlineCode>PATCH</InlineCode>. A teacher who registers
        a student gives the class and the level.
      </Paragraph>
      <Paragraph>
        The level of a child who joins stays unconfirmed (<InlineCode>level_confirmed: false</InlineCode>),
        the one they picked or none, until the teacher confirms it (
        <InlineCode>PATCH /api/v1/student/{'{studentId}'}</InlineCode> with{' '}
        <InlineCode>{'{"level_confirmed": true}'}</InlineCode>, or with another <InlineCode>level</InlineCode>
        ; a child who left the level out is confirmed only with one): until then their exam list is empty and
        an exam, its questions, an attempt or a result of it get 403 “Your teacher has not confirmed your
        level yet”. <InlineCode>GET /api/v1/student?level_confirmed=false</InlineCode> lists the children
        waiting; a student the teacher registers is confirmed. Only the current code joins a class: the
        admin’s id (<InlineCode>admin_id</InlineCode>), which every student of the class can read, never does
        (400).
      </Paragraph>
      <Paragraph>
        <InlineCode>POST /api/v1/admin/join-code</InlineCode> draws a new code (the old one stops working at
        once, say when it was posted somewhere public);{' '}
        <InlineCode>DELETE /api/v1/admin/join-code</InlineCode> turns self-registration off (
        <InlineCode>join_code</InlineCode> becomes <InlineCode>null</InlineCode>) until a new code is drawn.{' '}
        <InlineCode>GET /api/v1/admin/join-code/slips</InlineCode> is a PDF of join slips to cut out, ten to
        an A4 page: each names the school or teacher (<InlineCode>from</InlineCode>, in any script; the fonts
        are embedded), gives the code in groups of four and the join address (<InlineCode>link</InlineCode>,
        else <InlineCode>/app/join/&lt;code&gt;</InlineCode> on the API’s own address) as text and QR code,{' '}
        <InlineCode>count</InlineCode> of them (1–200, 30 by default), in <InlineCode>lang</InlineCode>; 409
        while joining is off. The admin can always register students with their own token. A whole class
        registering from one school address fits within the default registration limit (100 per 15 minutes per
        address, <InlineCode>REGISTRATION_RATE_LIMIT_MAX</InlineCode>
        ); a script trying codes does not.
      </Paragraph>
    </>
  );
}
