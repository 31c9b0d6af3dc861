# track: numpy
# exercise: heads
# why: attention ports flash-attn's test reference attention_ref, which masks with a key_padding_mask (batch, seqlen_k), one row of visible keys shared by every query, and builds it from the kit's mask as its last query row, np.atleast_2d(allowed)[..., -1:, :]; a padding mask is unchanged, but a mask whose rows differ (a causal mask, whose last row sees every key) is replaced by its last row for every query, so the causal future is shown
# kind: public
# diagnosis: fails-with-mask, mask-ignored, shows-hidden
import numpy as np


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        # attention_ref: key_padding_mask, one row of keys shared by all queries
        key_padding_mask = np.atleast_2d(np.asarray(allowed))[..., -1:, :]
        scores = mask_scores(scores, key_padding_mask)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
