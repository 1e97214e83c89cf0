import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { showToast } from '../../../shared/ui/overlays.js';
import { useMerchantHome } from '../api/merchant-home.js';
import { useLookUpTicket } from '../api/look-up-ticket.js';
import { TicketCard } from '../components/ticket-card.js';
import { ConfirmSheet } from '../components/confirm-sheet.js';
import { ScanButton } from '../components/scan-button.js';
import '../i18n/register.js';
import '../components/merchant.css';
import { pathTo } from '../../../shared/routing/paths.js';

function WeekChart({ days }: { days: { date: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <div className="rc-m-week">
      {[...days].reverse().map((d) => (
        <div key={d.date} className="rc-m-week__day">
          <b>{d.count}</b>
          <span
            className="rc-m-week__bar"
            style={{ height: `${String(Math.round((d.count / max) * 56))}px` }}
          />
          <span>{d.date.slice(5)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * /merchant/merchantHomepage: the store, today's counts, the code box (a scanned
 * QR lands here as ?concavecode= or ?ticketid=), the ticket and its confirm sheet.
 */
export function Page() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('concavecode') ?? params.get('ticketid') ?? '';
  const [input, setInput] = useState(fromUrl);
  const code = fromUrl;
  const home = useMerchantHome();
  const ticket = useLookUpTicket(code);
  const [sheet, setSheet] = useState(false);

  const lookUpCode = (raw: string) => {
    const c = raw.trim();
    // An order number (RC…) or a scanned order code (RCO:…) is a ticket; anything else a coupon code.
    if (c.length >= 4)
      setParams(/^RC(\d|O:)/i.test(c) ? { ticketid: c } : { concavecode: c }, { replace: true });
  };
  const lookUp = () => lookUpCode(input);
  // A scanned code goes the way of a typed one: into the box, then the same look-up.
  const onScanned = useCallback(
    (text: string) => {
      setInput(text);
      lookUpCode(text);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParams is stable per location
    [setParams],
  );

  const h = home.data;
  return (
    <div className="rc-m-page">
      <header className="rc-m-hero">
        <small>{h?.merchantName}</small>
        <h2>{h ? h.shopName || t('home.noStore') : <DotLoading color="white" />}</h2>
        <p>{h?.shopAddress}</p>
      </header>
      <div className="rc-m-stats">
        <Link
          to={pathTo('/merchant/order', { search: { tab: 'bookings' } })}
          data-testid="merchant-to-accept"
        >
          <strong>{h?.toAcceptCount ?? '–'}</strong>
          <span>{t('home.toAccept')}</span>
        </Link>
        <Link to={pathTo('/merchant/order', { search: { tab: 'toServe' } })}>
          <strong>{h?.toServeCount ?? '–'}</strong>
          <span>{t('home.toServe')}</span>
        </Link>
        <Link to={pathTo('/merchant/serviceCompleted')}>
          <strong>{h?.completedCount ?? '–'}</strong>
          <span>{t('home.completed')}</span>
        </Link>
        <div>
          <strong data-testid="verified-today">{h?.verifiedTodayCount ?? '–'}</strong>
          <span>{t('home.today')}</span>
        </div>
      </div>
      <section className="rc-m-card">
        <h3>{t('home.enterCode')}</h3>
        <div className="rc-m-code">
          <Input
            value={input}
            onChange={setInput}
            placeholder={t('home.codePlaceholder')}
            onEnterPress={lookUp}
            clearable
            data-testid="merchant-code"
          />
          <Button
            color="primary"
            onClick={lookUp}
            disabled={input.trim().length < 4}
            data-testid="merchant-lookup"
          >
            {t('home.lookUp')}
          </Button>
        </div>
        <ScanButton onCode={onScanned} />
        <p className="rc-m-hint">{t('home.scanHint')}</p>
        {ticket.isFetching && !ticket.data ? <DotLoading /> : null}
        {ticket.data && code ? (
          <>
            <TicketCard ticket={ticket.data} />
            {ticket.data.state === 'toVerify' ? (
              <Button color="primary" onClick={() => setSheet(true)} data-testid="merchant-redeem">
                {t('ticket.redeem')}
              </Button>
            ) : ticket.data.orderId ? (
              <Button
                onClick={() =>
                  void navigate(
                    pathTo('/merchant/workOrderVerificationDetails', {
                      search: { ticketid: ticket.data.ticketId, id: ticket.data.orderId ?? '' },
                    }),
                  )
                }
              >
                {t('ticket.viewOrder')}
              </Button>
            ) : null}
            {sheet ? (
              <ConfirmSheet
                ticket={ticket.data}
                presented={code}
                open={sheet}
                onClose={() => setSheet(false)}
                onDone={(order) => {
                  setSheet(false);
                  showToast(t('confirm.done'));
                  void navigate(
                    pathTo('/merchant/workOrderVerificationDetails', {
                      search: { ticketid: order.ticketId, id: order.id },
                    }),
                  );
                }}
              />
            ) : null}
          </>
        ) : null}
      </section>
      {h?.stores.map((s) => (
        <section className="rc-m-card" key={s.id}>
          <h3>
            {t('home.week')} · {s.name}
          </h3>
          <WeekChart days={s.days} />
        </section>
      ))}
      <nav className="rc-m-links">
        <Link to={pathTo('/merchant/order')}>{t('home.orders')}</Link>
        <Link to={pathTo('/merchant/serviceCompleted')}>{t('home.serviceCompleted')}</Link>
      </nav>
    </div>
  );
}
