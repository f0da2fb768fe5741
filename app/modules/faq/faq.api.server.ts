import express from 'express';
import type { AppContext } from '~/lib/context.server';

export function createFaqApi(_context: AppContext) {
  return express.Router();
}
