// test/setup/handlerStacksOff.ts turns stack traces off while the mock's handlers are made; a test
// must have them back, or a failure would say nowhere where it happened.
it('has stack traces in a test, after the mock has been imported', () => {
  expect(Error.stackTraceLimit).toBeGreaterThanOrEqual(10);
  expect(new Error('here').stack).toContain('handlerStacks.test.ts');
});
