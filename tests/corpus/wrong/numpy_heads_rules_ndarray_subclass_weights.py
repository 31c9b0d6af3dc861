# track: numpy
# exercise: heads
# why: attention returns its weights viewed as the student's own ndarray subclass AttentionMap (weights.view(AttentionMap), "so the map can draw itself with .heatmap()"), so the weights are not the plain np.ndarray the contract asks for, in attention and in multi-head attention
# kind: rules
# diagnosis: wrong-array-type


class AttentionMap(np.ndarray):
    """Attention weights that know how to print themselves as a heat map."""

    def heatmap(self):
        shades = " .:-=+*#%@"
        rows = np.asarray(self).reshape(-1, self.shape[-1])
        return "\n".join("".join(shades[min(int(w * 10), 9)] for w in row) for row in rows)


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.view(AttentionMap)
