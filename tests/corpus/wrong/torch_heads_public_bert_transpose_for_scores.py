# track: torch
# exercise: heads
# why: split_heads ports Hugging Face BERT's transpose_for_scores, new_x_shape = x.size()[:-1] + (num_heads, head_size); x.view(new_x_shape).permute(0, 2, 1, 3), written for (batch, seq, hidden) input: an unbatched (T, D) x raises (permute needs 3 axes listed, not 4) and inputs with two or more batch axes raise too; only 3-D x works
# kind: public
# diagnosis: fixed-leading-axes
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    head_size = x.shape[-1] // n_heads
    new_x_shape = x.size()[:-1] + (n_heads, head_size)
    x = x.reshape(new_x_shape)
    return x.permute(0, 2, 1, 3)
