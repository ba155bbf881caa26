import { expect, test } from "vitest";
import { editorTotals, typedMoneyOf } from "./editor-totals";

test("the editor's totals as typed: line amounts, subtotal, tax, total, deposit and balance", () => {
  // The walk's HOA quote: no tax, a 30% deposit.
  const hoa = editorTotals({
    items: [
      { quantity: "48,000", unitPrice: "0.32" },
      { quantity: "1", unitPrice: "$4,370" },
      { quantity: "40", unitPrice: "12.50", optional: "on" },
    ],
    taxRate: "",
    depositType: "percent",
    deposit: "30",
  });
  expect(hoa).toEqual({
    lines: ["$15,360.00", "$4,370.00", "$500.00"],
    options: "$500.00",
    subtotal: "$19,730.00",
    tax: null,
    total: "$19,730.00",
    deposit: "$5,919.00",
    balance: "$13,811.00",
  });
  const taxed = editorTotals({
    items: [
      { quantity: "12000", unitPrice: "0.18" },
      { quantity: "1", unitPrice: "850" },
      { quantity: "", unitPrice: "12.50" },
    ],
    taxRate: "8.6%",
    depositType: "fixed",
    deposit: "500",
  });
  expect(taxed).toMatchObject({
    lines: ["$2,160.00", "$850.00", null],
    options: null,
    subtotal: "$3,010.00",
    tax: { label: "Tax (8.6%)", amount: "$258.86" },
    total: "$3,268.86",
    deposit: "$500.00",
    balance: "$2,768.86",
  });
  // What is not a number yet counts as nothing.
  expect(editorTotals({ items: [], taxRate: "high", deposit: "thirty" })).toMatchObject({
    total: "$0.00",
    tax: null,
    deposit: "$0.00",
  });
});

test("the money fields of the editor's posted form", () => {
  const form = new FormData();
  form.set("customerName", "Dana Whitfield");
  form.set("items[0].quantity", "2");
  form.set("items[0].unitPrice", "10");
  form.set("items[1].quantity", "1");
  form.set("items[1].unitPrice", "5");
  form.set("items[1].optional", "on");
  form.set("taxRate", "10");
  form.set("depositType", "fixed");
  form.set("deposit", "3");
  expect(typedMoneyOf(form)).toEqual({
    items: [
      { quantity: "2", unitPrice: "10" },
      { quantity: "1", unitPrice: "5", optional: "on" },
    ],
    taxRate: "10",
    taxClassification: null,
    depositType: "fixed",
    deposit: "3",
  });
  expect(editorTotals(typedMoneyOf(form))).toMatchObject({ total: "$22.00", deposit: "$3.00" });
});
