// The asynchronous boundary Module Federation needs before shared React is used.
import('./bootstrap');
