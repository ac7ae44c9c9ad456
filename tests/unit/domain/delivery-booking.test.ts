import { describe, expect, it } from "vitest";
import { BOOKING_LINK_DAYS, bookingChoiceErrors, bookingLinkLastDay, bookingState, isLateChange, isLateMove, type BookedSlot } from "#core/domain/delivery-booking.ts";

// 2026-06-15 is a Monday; an order placed that day.
const ORDERED = "2026-06-15T09:30:00.000Z";
const slot = (date: string, timeslot = "10-14"): BookedSlot => ({ date, timeslot });

describe("the booking link (SPEC §5: booking up to 14 days ahead after the order)", () => {
  it("works 14 days from the order day", () => {
    expect(BOOKING_LINK_DAYS).toBe(14);
    expect(bookingLinkLastDay(ORDERED)).toBe("2026-06-29");
    expect(bookingLinkLastDay("2026-12-25")).toBe("2027-01-08");
  });
});

describe("bookingState (the validator's resultCode)", () => {
  const cases: [string, { today: string; booked: BookedSlot | null; delivered?: boolean }, string][] = [
    ["no day booked yet: it can be booked", { today: "2026-06-16", booked: null }, "valid"],
    ["a day booked: booked, and still movable", { today: "2026-06-16", booked: slot("2026-06-20") }, "already_booked"],
    ["on the link's last day it still works", { today: "2026-06-29", booked: null }, "valid"],
    ["the day after the link's last day: too late", { today: "2026-06-30", booked: null }, "too_late"],
    ["on the booked day itself: too late (the delivery is under way)", { today: "2026-06-20", booked: slot("2026-06-20") }, "too_late"],
    ["after the booked day: too late", { today: "2026-06-22", booked: slot("2026-06-20") }, "too_late"],
    ["the day before the booked day: still booked (a late change)", { today: "2026-06-19", booked: slot("2026-06-20") }, "already_booked"],
    ["a delivered order: too late", { today: "2026-06-16", booked: slot("2026-06-20"), delivered: true }, "too_late"],
  ];
  it.each(cases)("%s", (_name, facts, expected) => {
    expect(bookingState({ lastDay: bookingLinkLastDay(ORDERED), delivered: false, ...facts })).toBe(expected);
  });
});

describe("isLateChange (SPEC §5: changing the day less than 1 day before may cost a cancellation fee)", () => {
  const cases: [string, BookedSlot | null, string, boolean][] = [
    ["nothing booked: never late", null, "2026-06-19", false],
    ["two days before: not late", slot("2026-06-20"), "2026-06-18", false],
    ["the day before: late", slot("2026-06-20", "18-22"), "2026-06-19", true],
    ["the day itself: late", slot("2026-06-20"), "2026-06-20", true],
  ];
  it.each(cases)("%s", (_name, booked, today, expected) => expect(isLateChange(booked, today)).toBe(expected));

  it("keeping the booked day and slot is no move, so never late; another slot the same day is", () => {
    const booked = slot("2026-06-20", "10-14");
    expect(isLateMove(slot("2026-06-20", "10-14"), booked, "2026-06-19")).toBe(false);
    expect(isLateMove(slot(" 2026-06-20 ", "10-14 "), booked, "2026-06-19")).toBe(false);
    expect(isLateMove(slot("2026-06-20", "14-18"), booked, "2026-06-19")).toBe(true);
    expect(isLateMove(slot("2026-06-23"), booked, "2026-06-18")).toBe(false);
  });
});

describe("bookingChoiceErrors", () => {
  const TODAY = "2026-06-19"; // Friday
  const cases: [string, { date: string; timeslot: string; accept?: boolean }, BookedSlot | null, string[]][] = [
    ["a first booking of an offered day and slot", { date: "2026-06-22", timeslot: "14-18" }, null, []],
    ["today is not offered", { date: TODAY, timeslot: "10-14" }, null, ["deliveryDate:deliverySlot"]],
    ["a Sunday is not offered", { date: "2026-06-21", timeslot: "10-14" }, null, ["deliveryDate:deliverySlot"]],
    ["15 days ahead is not offered", { date: "2026-07-04", timeslot: "10-14" }, null, ["deliveryDate:deliverySlot"]],
    ["an unknown slot", { date: "2026-06-22", timeslot: "08-10" }, null, ["deliveryTimeslot:deliverySlot"]],
    ["nothing chosen", { date: "", timeslot: "" }, null, ["deliveryDate:required", "deliveryTimeslot:required"]],
    ["a late move without the fee accepted", { date: "2026-06-24", timeslot: "10-14" }, slot("2026-06-20"), ["acceptCancellationFee:cancellationFee"]],
    ["a late move with the fee accepted", { date: "2026-06-24", timeslot: "10-14", accept: true }, slot("2026-06-20"), []],
    ["keeping the booked slot the day before needs nothing accepted", { date: "2026-06-20", timeslot: "10-14" }, slot("2026-06-20"), []],
    ["a move two days ahead needs nothing accepted", { date: "2026-06-24", timeslot: "10-14" }, slot("2026-06-22"), []],
  ];
  it.each(cases)("%s", (_name, choice, booked, expected) => {
    const errors = bookingChoiceErrors({ date: choice.date, timeslot: choice.timeslot, acceptCancellationFee: choice.accept ?? false }, booked, TODAY);
    expect(errors.map((e) => `${e.field}:${e.key}`)).toEqual(expected);
  });
});
