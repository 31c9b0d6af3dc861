# track: numpy
# exercise: heads
# why: non-ASCII identifiers (Python allows them): köpfe, breite, größe


def split_heads(x, n_heads):
    x = np.asarray(x)
    köpfe = n_heads
    *vorne, t, breite = x.shape
    if x.ndim < 2 or köpfe < 1 or breite % köpfe:
        raise ValueError(f"{breite} is not divisible into {köpfe} heads (shape {x.shape})")
    größe = breite // köpfe
    return np.swapaxes(x.reshape(*vorne, t, köpfe, größe), -3, -2)
