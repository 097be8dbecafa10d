// What other features may use of the favourites: the card the side panel shows.
export { FavouritesCard } from './components/FavouritesCard';
