import { startApp } from './app/start-up';
import './styles.css';

startApp(document.getElementById('root') as HTMLElement);
