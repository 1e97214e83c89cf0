import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Status } from '@rc/contract';
import { ApiError } from '../../../shared/api/api-error.js';
import type { FormMutation } from '../../../shared/forms/use-form-submit.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../shared/i18n/i18n.js';
import { idTypesOrDefault } from '../real-name-rules.js';
import { RealNameForm, resetRealNameDraftForTests, type RealNameSubmit } from './real-name-form.js';

const residentOnly = idTypesOrDefault([], '居民身份证');

/** The authentication call, answered by `reply`: what it returns, or the ApiError it throws. */
function fakeMutation(
  onSubmit: (v: RealNameSubmit) => void,
  reply?: () => unknown,
): FormMutation<RealNameSubmit, unknown> {
  return {
    isPending: false,
    mutate: (body, callbacks) => {
      onSubmit(body);
      try {
        callbacks.onSuccess(reply?.());
      } catch (e) {
        callbacks.onError(e);
      }
      callbacks.onSettled();
    },
  };
}

const refused = (field: string, message: string) => () => {
  throw new ApiError(
    'status',
    Status.badInput,
    message,
    { errors: [{ field, message }] },
    200,
    'authenticateRealName',
  );
};

function renderForm(onSubmit: (v: RealNameSubmit) => void, reply?: () => unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/account/authentication',
        element: (
          <RealNameForm idTypes={residentOnly} mutation={fakeMutation(onSubmit, reply)} onSuccess={vi.fn()} />
        ),
      },
      { path: '/account/agreement', element: <p>agreement</p> },
    ],
    { initialEntries: ['/account/authentication'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nameInput = () => screen.getByLabelText('姓名');
const idInput = () => screen.getByLabelText('证件号码');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
const agree = () => fireEvent.click(screen.getByRole('checkbox'));

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  resetRealNameDraftForTests();
});

describe('real-name form validation', () => {
  it('submitting empty shows what is missing, beside each field, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    submit();
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请输入证件号码')).toBeTruthy();
    expect(screen.getByText('请先阅读并同意服务协议及隐私政策')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('with no stored ID types, offers the single resident ID card type (spec 5)', () => {
    renderForm(vi.fn());
    expect(screen.getByText('居民身份证')).toBeTruthy();
  });

  it('checks the GB 11643 check digit on blur', async () => {
    renderForm(vi.fn());
    fireEvent.change(idInput(), { target: { value: '110105194912310021' } });
    fireEvent.blur(idInput());
    expect(await screen.findByText('身份证号码校验位不正确，请核对最后一位')).toBeTruthy();
  });

  it('says when the length is wrong and when the birth date is impossible', async () => {
    renderForm(vi.fn());
    fireEvent.change(idInput(), { target: { value: '1101051949' } });
    fireEvent.blur(idInput());
    expect(await screen.findByText('身份证号码应为 18 位')).toBeTruthy();
    fireEvent.change(idInput(), { target: { value: '110105194902300029' } });
    expect(await screen.findByText('身份证号码中的出生日期无效')).toBeTruthy();
  });

  it('refuses an old 15-digit card, as the server does (issue 24: one rule for both sides)', async () => {
    renderForm(vi.fn());
    fireEvent.change(idInput(), { target: { value: '110105491231002' } });
    fireEvent.blur(idInput());
    expect(await screen.findByText('身份证号码应为 18 位')).toBeTruthy();
  });

  it('refuses a name with digits', async () => {
    renderForm(vi.fn());
    fireEvent.change(nameInput(), { target: { value: '张3' } });
    fireEvent.blur(nameInput());
    expect(await screen.findByText('姓名应为 2–32 个汉字或字母')).toBeTruthy();
  });

  it('sends trimmed values with an upper-case X once everything is valid and agreed', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    fireEvent.change(nameInput(), { target: { value: ' 张伟 ' } });
    fireEvent.change(idInput(), { target: { value: '11010519491231002x' } });
    agree();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ custName: '张伟', idType: '1', idNumber: '11010519491231002X' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's words for a refused field until that field is edited", async () => {
    renderForm(vi.fn(), refused('idNumber', '证件号码与投保信息不一致'));
    fireEvent.change(nameInput(), { target: { value: '张伟' } });
    fireEvent.change(idInput(), { target: { value: '11010519491231002X' } });
    agree();
    submit();
    expect(await screen.findByText('证件号码与投保信息不一致')).toBeTruthy();
    expect(idInput().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(idInput(), { target: { value: '110105194912310021' } });
    await waitFor(() => expect(screen.queryByText('证件号码与投保信息不一致')).toBeNull());
  });

  it('links the agreement, and what was typed is still there on return', async () => {
    const router = renderForm(vi.fn());
    fireEvent.change(nameInput(), { target: { value: '李娜' } });
    fireEvent.click(screen.getByRole('link', { name: '《服务协议》及《隐私政策》' }));
    expect(await screen.findByText('agreement')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect((nameInput() as HTMLInputElement).value).toBe('李娜');
  });
});
