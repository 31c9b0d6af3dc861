# track: torch
# exercise: scaling
# why: ports Hugging Face's GPT2Attention._attn with its scale_attn_by_inverse_layer_idx branch kept on, attn_weights / float(self.layer_idx + 1), with layer_idx = 1 from the example it was copied from; the scores are divided by 2 * sqrt(d_k)
# kind: public
# diagnosis: ratio
LAYER_IDX = 1


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    attn_weights = q @ k.transpose(-2, -1)
    attn_weights = attn_weights / math.sqrt(q.shape[-1])
    attn_weights = attn_weights / float(LAYER_IDX + 1)
    return attn_weights
