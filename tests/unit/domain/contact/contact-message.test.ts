import { describe, expect, it } from 'vitest';
import { checkContactMessage, type ContactMessageProblem } from '../../../../domain/contact/contact-message';
import { contactSubjects } from '../../../../domain/contact/contact-subject';

const message = 'Can I run two tests on one page at the same time?';

describe('the contact message rule', () => {
  it.each([
    ['a plain message', 'Ann Smith', 'General question', message, { name: 'Ann Smith', message }],
    ['spaces around, trimmed', '  Ann  ', 'Partnerships', `  ${message}\n`, { name: 'Ann', message }],
    ['a name over lines, made one line', 'Ann\nSmith', 'General question', message, { name: 'Ann Smith', message }],
    [
      'exactly 100 characters of name',
      'a'.repeat(100),
      'General question',
      message,
      { name: 'a'.repeat(100), message },
    ],
    ['exactly 10 characters', 'Ann', 'Tracking script', '0123456789', { name: 'Ann', message: '0123456789' }],
    ['10 characters once trimmed', 'Ann', 'Tracking script', ' 0123456789 ', { name: 'Ann', message: '0123456789' }],
    [
      'exactly 2,000 characters',
      'Ann',
      'Billing and sessions',
      'm'.repeat(2000),
      { name: 'Ann', message: 'm'.repeat(2000) },
    ],
    [
      '2,000 emoji, each one character',
      'Ann',
      'Billing and sessions',
      '🙂'.repeat(2000),
      { name: 'Ann', message: '🙂'.repeat(2000) },
    ],
  ])('accepts %s', (_name, name, subject, text, kept) => {
    expect(checkContactMessage({ name, subject, message: text })).toEqual({ ok: true, value: { ...kept, subject } });
  });

  it.each(contactSubjects)('accepts the subject %s', (subject) => {
    expect(checkContactMessage({ name: 'Ann', subject, message }).ok).toBe(true);
  });

  const nameMissing: ContactMessageProblem = { field: 'name', problem: 'missing' };
  const nameTooLong: ContactMessageProblem = { field: 'name', problem: 'too-long' };
  const subjectMissing: ContactMessageProblem = { field: 'subject', problem: 'missing' };
  const tooShort: ContactMessageProblem = { field: 'message', problem: 'too-short' };
  const tooLong: ContactMessageProblem = { field: 'message', problem: 'too-long' };
  it.each<[string, string, string, string, ContactMessageProblem]>([
    ['an empty name', '', 'General question', message, nameMissing],
    ['a name of white space', ' \n\t ', 'General question', message, nameMissing],
    ['a name of 101 characters', 'a'.repeat(101), 'General question', message, nameTooLong],
    ['no subject', 'Ann', '', message, subjectMissing],
    ['a subject not on the list', 'Ann', 'Complaint', message, subjectMissing],
    ['a subject in other case', 'Ann', 'general question', message, subjectMissing],
    ['an empty message', 'Ann', 'General question', '', tooShort],
    ['9 characters', 'Ann', 'General question', '123456789', tooShort],
    ['9 characters once trimmed', 'Ann', 'General question', '   123456789   ', tooShort],
    ['2,001 characters', 'Ann', 'General question', 'm'.repeat(2001), tooLong],
    ['2,001 emoji', 'Ann', 'General question', '🙂'.repeat(2001), tooLong],
    ['everything wrong: the name first, as the form reads', '', '', '', nameMissing],
    ['subject and message wrong: the subject first', 'Ann', '', 'short', subjectMissing],
  ])('refuses %s', (_name, name, subject, text, problem) => {
    expect(checkContactMessage({ name, subject, message: text })).toEqual({ ok: false, problem });
  });
});
