import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/delivery-booking";
import type { BookingActionData } from "./delivery-booking.server.ts";
import { useStoreView, useT } from "../i18n/use-shell.ts";
import { storePath } from "#core/stores.ts";

export { action, loader } from "./delivery-booking.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => [{ title: loaderData?.title }];

type Booking = NonNullable<Route.ComponentProps["loaderData"]["booking"]>;

/** /bokning/:shipmentNumber: book or move a home delivery from the confirmation mail's link (SPEC §2). */
export default function DeliveryBooking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const store = useStoreView();
  const answer = useActionData<BookingActionData>();
  const { state, booking } = loaderData;
  return (
    <section className="narrow-page booking">
      <h1>{t("booking.title")}</h1>
      {answer?.done ? (
        // The answer is a new page: its message takes the focus, so it is read first.
        <div className="notice notice--success" role="status" tabIndex={-1} autoFocus>
          <p>{t("booking.success", { slot: answer.booked ?? "" })}</p>
          {answer.lateChange && <p>{t("booking.feeNoted")}</p>}
          <p>
            <Link to={storePath(store, "/")}>{t("booking.continue")}</Link>
          </p>
        </div>
      ) : !booking || state === "too_late" ? (
        <>
          <p className="notice notice--error">{t(`booking.state.${state}`)}</p>
          <p>
            <Link to={storePath(store, `/${store.paths.customerService}`)}>{t("booking.contact")}</Link>
          </p>
        </>
      ) : (
        <BookingForm booking={booking} answer={answer} />
      )}
    </section>
  );
}

function BookingForm({ booking, answer }: { booking: Booking; answer: BookingActionData | undefined }) {
  const t = useT();
  const errors = answer?.errors ?? {};
  /** A radio or checkbox's error wiring (on each input: screen readers announce it as the input gets focus). */
  const invalid = (field: string, id: string) => (errors[field] ? { "aria-invalid": true, "aria-describedby": id } : {});
  const chosenDate = answer?.values.date || booking.booked?.date || booking.days[0]?.date;
  const chosenSlot = answer?.values.timeslot || booking.booked?.timeslot || booking.timeslots[0]?.code;
  return (
    <>
      {/* Right under the title: what went wrong is the first thing read after a failed submit. */}
      {answer?.formError && (
        <p className="notice notice--error" role="alert" tabIndex={-1} autoFocus>
          {answer.formError}
        </p>
      )}
      <dl className="booking__facts">
        <div>
          <dt>{t("booking.order")}</dt>
          <dd>{booking.orderNumber}</dd>
        </div>
        <div>
          <dt>{t("booking.address")}</dt>
          <dd>{booking.address}</dd>
        </div>
        <div>
          <dt>{t("booking.current")}</dt>
          <dd>{booking.booked ? booking.booked.label : t("booking.notBooked")}</dd>
        </div>
      </dl>
      <p className="field__hint">{t("booking.linkValid", { day: booking.lastDay })}</p>
      <Form method="post" className="booking__form" reloadDocument>
        <fieldset>
          <legend>{t("booking.chooseDay")}</legend>
          <div className="booking__days">
            {booking.days.map((day) => (
              <label key={day.date} className="booking__day">
                <input type="radio" name="date" value={day.date} defaultChecked={day.date === chosenDate} aria-label={day.label} {...invalid("deliveryDate", "booking-date-error")} />
                <span className="booking__weekday" aria-hidden="true">
                  {day.weekday}
                </span>
                <span aria-hidden="true">{day.day}</span>
              </label>
            ))}
          </div>
          {errors.deliveryDate && (
            <span id="booking-date-error" className="field__error">
              {errors.deliveryDate}
            </span>
          )}
        </fieldset>
        <fieldset>
          <legend>{t("booking.chooseTime")}</legend>
          {booking.timeslots.map((slot) => (
            <label key={slot.code} className="choice choice--card">
              <input type="radio" name="timeslot" value={slot.code} defaultChecked={slot.code === chosenSlot} {...invalid("deliveryTimeslot", "booking-slot-error")} /> {slot.label}
            </label>
          ))}
          {errors.deliveryTimeslot && (
            <span id="booking-slot-error" className="field__error">
              {errors.deliveryTimeslot}
            </span>
          )}
        </fieldset>
        {booking.lateChange && (
          <div className="notice notice--warning" role="note">
            <p>{t("booking.feeNotice")}</p>
            <label className="choice">
              <input type="checkbox" name="acceptCancellationFee" {...invalid("acceptCancellationFee", "booking-fee-error")} />{" "}
              {t("booking.acceptFee")}
            </label>
            {errors.acceptCancellationFee && (
              <span id="booking-fee-error" className="field__error">
                {errors.acceptCancellationFee}
              </span>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary">
          {booking.booked ? t("booking.move") : t("booking.book")}
        </button>
      </Form>
    </>
  );
}
