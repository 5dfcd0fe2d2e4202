// Import first in every test file (the root jest config is shared, so the remote sets itself up here).
import '@testing-library/jest-dom';
import { installDomFakes } from '@kala/shared/testing';

installDomFakes();
